import '../styles/products.scss';
import type { RemoteModules } from '@radix/site-kit';
import { ProductsPage } from '../features/products-list/components/products-page';

/** `products/ProductsPage`: the products list. */
export default ProductsPage satisfies RemoteModules['products/ProductsPage'];
