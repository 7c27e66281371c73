import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@radix/site-kit';
import { LazyPart } from '../components/lazy-part';
import { PageSlot } from '../components/page-slot';
import { lazyComponents } from '../runtime/lazy-modules';
import { loadShellPage } from '../runtime/shell-pages';
import { renderAt, renderSettled } from '@radix/tooling/testing';

describe('PageSlot', () => {
  it('renders a page loaded already in the same pass, without suspending (as hydration needs)', async () => {
    await loadShellPage('productInquiry');
    renderAt(<PageSlot route="productInquiry" />, routes.productInquiry.path);
    expect(screen.getByRole('heading', { level: 1, name: routes.productInquiry.title })).toBeInTheDocument();
  });

  it('renders a page not loaded yet once its chunk arrives', async () => {
    await renderSettled(<PageSlot route="testimonials" />, routes.testimonials.path);
    expect(await screen.findByRole('heading', { level: 1, name: routes.testimonials.title })).toBeInTheDocument();
  });

  it('loads nothing for a route a remote shows', async () => {
    await expect(loadShellPage('terms')).resolves.toBeUndefined();
  });
});

describe('LazyPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the failure when the chunk cannot be loaded, and the part once a retry loads it', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<() => ReactNode>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 7 failed'))
      .mockResolvedValue(() => <p>the part</p>);
    const parts = lazyComponents({ part: load });
    await act(async () => {
      render(
        <LazyPart
          parts={parts}
          part="part"
          failure={(retry) => (
            <button type="button" onClick={retry}>
              Try again
            </button>
          )}
        />,
      );
    });
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
