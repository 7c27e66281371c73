import type { ProductInquiryFormProps, RemoteModules } from '@radix/site-kit';

function ProductInquiryForm({ apiBaseUrl }: ProductInquiryFormProps) {
  return (
    <form aria-label="ProductInquiryForm" data-api={apiBaseUrl}>
      <button type="submit">Send</button>
    </form>
  );
}

export default ProductInquiryForm satisfies RemoteModules['forms/ProductInquiryForm'];
