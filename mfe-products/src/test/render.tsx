import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/** Renders with the router at `route`, as the shell does in the browser. */
export function renderAt(ui: ReactElement, route = '/') {
  return render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
}

/** Renders at `route` and lets content that loads as a chunk of its own arrive. */
export async function renderSettled(ui: ReactElement, route = '/'): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = renderAt(ui, route);
  });
  return result as RenderResult;
}
