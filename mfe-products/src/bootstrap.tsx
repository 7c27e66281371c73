import '@radix/site-kit/styles/site.scss';
import { createRoot } from 'react-dom/client';
import { StandaloneApp, productKeys, productId, routes } from '@radix/site-kit';
import ProductsPage from './exposes/products-page';
import ProductPage from './exposes/product-page';
import ProductSlider from './exposes/product-slider';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp
    name="mfe-products"
    pages={[
      { path: routes.products.path, label: routes.products.label, element: <ProductsPage /> },
      ...productKeys.map((key) => ({
        path: routes[key].path,
        label: routes[key].label,
        element: (
          <ProductPage
            product={key}
            inquiryForm={<p>Product inquiry form for product {productId(key)} (from mfe-forms in the shell)</p>}
          />
        ),
      })),
      { path: '/widgets/product-slider', label: 'Home: product slider', element: <ProductSlider /> },
    ]}
  />,
);
