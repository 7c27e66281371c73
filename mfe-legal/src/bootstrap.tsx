import '@radix/site-kit/styles/site.scss';
import { createRoot } from 'react-dom/client';
import { StandaloneApp, routes } from '@radix/site-kit';
import TermsPage from './exposes/terms-page';
import PrivacyPage from './exposes/privacy-page';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp
    name="mfe-legal"
    pages={[
      { path: routes.terms.path, label: routes.terms.label, element: <TermsPage /> },
      { path: routes.privacy.path, label: routes.privacy.label, element: <PrivacyPage /> },
    ]}
  />,
);
