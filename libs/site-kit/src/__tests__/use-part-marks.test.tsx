import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { usePartMarks } from '../hooks/use-hydrated';
import { partAttribute, partReadyAttribute } from '../held-input';

function LazyContent() {
  return <section aria-label="Modules" {...usePartMarks()} />;
}

it('marks a part that hydrates on its own, and marks it committed only once React has hydrated it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LazyContent />);
  document.body.append(container);
  const part = screen.getByRole('region', { name: 'Modules' });
  expect(part).toHaveAttribute(partAttribute);
  expect(part).not.toHaveAttribute(partReadyAttribute);
  render(<LazyContent />, { container, hydrate: true });
  await waitFor(() => expect(part).toHaveAttribute(partReadyAttribute));
  expect(screen.getByRole('region', { name: 'Modules' })).toBe(part);
});
