import '../styles/products.scss';
import type { RemoteModules } from '@radix/site-kit';
import { ProductPage } from '../features/product-page/components/product-page';

/** `products/ProductPage`: one product page; the shell passes the product and its inquiry form. */
export default ProductPage satisfies RemoteModules['products/ProductPage'];
