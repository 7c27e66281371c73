import type { ProductsPageContent } from '../../../../content/schemas';
import file from '../../../../content/products-page.yml';

/** The products page's heading and why clients choose the products (`content/products-page.yml`, checked by the build). */
const content = file as ProductsPageContent;

export const productsHeading = content.heading;
export const productPromises = content.promises;
