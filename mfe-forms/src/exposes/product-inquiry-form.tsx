import type { RemoteModules } from '@radix/site-kit';
import { ProductInquiryForm } from '../features/product-inquiry/components/product-inquiry-form';

export default ProductInquiryForm satisfies RemoteModules['forms/ProductInquiryForm'];
