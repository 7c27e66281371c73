import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/** Makes `prefers-reduced-motion: reduce` match (or not) for the code under test. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** Renders with the router at `route`, as the shell does in the browser. */
export function renderAt(ui: ReactElement, route = '/'): RenderResult {
  return render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
}

/** Renders at `route` and lets what suspends (the runtime configuration, remote modules, content chunks) settle. */
export async function renderSettled(ui: ReactElement, route = '/'): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = renderAt(ui, route);
  });
  return result as RenderResult;
}
