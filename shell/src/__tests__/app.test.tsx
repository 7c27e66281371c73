import { screen } from '@testing-library/react';
import { allRoutes, routes, company } from '@radix/site-kit';
import { App } from '../app';
import { renderSettled } from '@radix/tooling/testing';

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

  it.each(allRoutes.map((route) => [route.path, route] as const))(
    '%s gets its own head tags from the route table: title, description, canonical, Open Graph, Twitter card',
    async (_path, route) => {
      await renderSettled(<App />, route.path);
      const title = `${route.title} | ${company.name}`;
      const url = new URL(route.path, company.url).href;
      const head = (selector: string) => document.head.querySelectorAll(selector);
      expect(document.title).toBe(title);
      expect(head('meta[name="description"]')).toHaveLength(1);
      expect(head('meta[name="description"]')[0]).toHaveAttribute('content', route.description);
      expect(head('link[rel="canonical"]')[0]).toHaveAttribute('href', url);
      expect(head('meta[property="og:title"]')[0]).toHaveAttribute('content', title);
      expect(head('meta[property="og:description"]')[0]).toHaveAttribute('content', route.description);
      expect(head('meta[property="og:url"]')[0]).toHaveAttribute('content', url);
      expect(head('meta[name="twitter:card"]')[0]).toHaveAttribute('content', 'summary_large_image');
      // The share card is the rendered page's, named by the renderer: React writes none of its own.
      expect(head('meta[property^="og:image"]')).toHaveLength(0);
      expect(head('meta[name="twitter:title"]')[0]).toHaveAttribute('content', title);
    },
  );
});
