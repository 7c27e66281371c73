import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

export interface StandalonePage {
  path: string;
  label: string;
  element: ReactNode;
}

/** What a remote's own development server shows: its pages on their real paths, and an index of them. */
export function StandaloneApp({ name, pages }: { name: string; pages: readonly StandalonePage[] }) {
  const index = (
    <main className="container py-5">
      <h1>{name}: pages of this remote</h1>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
  return (
    <StrictMode>
      <BrowserRouter>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={<main>{page.element}</main>} />
          ))}
          <Route path="*" element={index} />
        </Routes>
      </BrowserRouter>
    </StrictMode>
  );
}
