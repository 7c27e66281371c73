import '@radix/site-kit/styles/site.scss';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@radix/site-kit';
import GetInTouchForm from './exposes/get-in-touch-form';
import ProductInquiryForm from './exposes/product-inquiry-form';
import SubscribeForm from './exposes/subscribe-form';

const apiBaseUrl = '/api/';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp
    name="mfe-forms"
    pages={[
      { path: '/get-in-touch', label: 'Get in touch form', element: <GetInTouchForm apiBaseUrl={apiBaseUrl} /> },
      {
        path: '/product-inquiry',
        label: 'Product inquiry form',
        element: <ProductInquiryForm apiBaseUrl={apiBaseUrl} />,
      },
      { path: '/subscribe', label: 'Subscribe form', element: <SubscribeForm apiBaseUrl={apiBaseUrl} /> },
    ]}
  />,
);
