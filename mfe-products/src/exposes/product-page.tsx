import '../styles/products.scss';
import { isProductKey, type PreparePage, type RemoteModules } from '@radix/site-kit';
import { ProductPage } from '../features/product-page/components/product-page';
import { prepareProductBody } from '../features/product-page/product-bodies';

/** What the product's page waits for in the browser, loaded before the shell switches to it. */
export const prepare: PreparePage = async (route) => {
  if (isProductKey(route)) await prepareProductBody(route);
};

/** `products/ProductPage`: one product page; the shell passes the product and its inquiry form. */
export default ProductPage satisfies RemoteModules['products/ProductPage'];
