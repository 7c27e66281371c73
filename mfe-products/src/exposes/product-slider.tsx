import '../styles/products.scss';
import type { RemoteModules } from '@radix/site-kit';
import { ProductSlider } from '../features/product-slider/components/product-slider';

/** `products/ProductSlider`: the home page's complete OUR PRODUCTS section. */
export default ProductSlider satisfies RemoteModules['products/ProductSlider'];
