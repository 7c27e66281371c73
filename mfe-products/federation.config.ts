import type { ExposeKey } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/src/ports';

export const federation = {
  name: 'products',
  port: devPorts.products,
  exposes: {
    './ProductsPage': './src/exposes/products-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './ProductSlider': './src/exposes/product-slider.tsx',
  } satisfies Record<ExposeKey<'products'>, string>,
};
