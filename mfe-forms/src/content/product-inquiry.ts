import type { ProductInquiryContent } from '../../content/schemas';
import file from '../../content/product-inquiry.yml';
import { formCopy } from './form-copy';
import { successDelays } from './messages';

/** The product inquiry form's words (`content/product-inquiry.yml`, checked by the build). */
export const { copy: productInquiryCopy, messages: productInquiryMessages } = formCopy(
  file as ProductInquiryContent,
  successDelays.productInquiry,
);
