import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` inside a router, with the current path readable as "Current path". */
export function renderAt(ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}
