import '@fontsource-variable/inter/wght.css';
import '@radix/site-kit/src/styles/site.scss';
import './styles/shell.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { runtimeConfig } from './runtime/remotes';

void runtimeConfig().catch((error: unknown) => console.error('The runtime configuration could not be loaded', error));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
