import type { ProductInquiryFormProps } from '@radix/site-kit';
import { productInquiryCall } from '../../../api/endpoints';
import { ChoiceForm } from '../../../components/choice-form';
import { productInquiryTextFields } from '../../../content/fields';
import { productInquiryCopy, productInquiryMessages } from '../../../content/product-inquiry';

/** The product inquiry form: POST Home/AddInquiryForProductRadixWebsite, product optionally preselected. */
export function ProductInquiryForm({ apiBaseUrl, turnstile, defaultProduct }: ProductInquiryFormProps) {
  return (
    <ChoiceForm
      copy={productInquiryCopy}
      kind="product-inquiry"
      turnstile={turnstile}
      fields={productInquiryTextFields}
      choice={{ ...productInquiryCopy.choice, defaultId: defaultProduct }}
      messages={productInquiryMessages}
      apiBaseUrl={apiBaseUrl}
      call={(text, nServiceId) =>
        productInquiryCall({
          sFirstName: text.sFirstName,
          sEmail: text.sEmail,
          sContactNo: text.sContactNo,
          nServiceId,
          sDescription: text.sDescription,
        })
      }
    />
  );
}
