import { screen } from '@testing-library/react';
import { routes } from '@radix/site-kit';
import { App } from '../app';
import { renderSettled } from '@radix/tooling/src/testing';

describe('App routing', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a helpful not-found page for unknown paths', async () => {
    await renderSettled(<App />, '/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('does not exist');
    expect(document.title).toBe('Page not found | Radix Softech');
  });

  it('redirects the corrected spellings to the public paths', async () => {
    await renderSettled(<App />, '/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: routes.terms.title })).toBeInTheDocument();
  });

  it('gives each route its own document title and description', async () => {
    await renderSettled(<App />, routes.about.path);
    expect(await screen.findByRole('heading', { level: 1, name: routes.about.title })).toBeInTheDocument();
    expect(document.title).toBe(`${routes.about.title} | Radix Softech`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', routes.about.description);
  });
});
