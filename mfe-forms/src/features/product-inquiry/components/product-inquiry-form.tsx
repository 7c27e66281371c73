import type { ProductInquiryFormProps } from '@radix/site-kit';
import { productInquiryCall } from '../../../api/endpoints';
import { ChoiceForm } from '../../../components/choice-form';
import { productChoices } from '../../../content/choices';
import { productInquiryTextFields } from '../../../content/fields';
import { productInquiryMessages, selectProductAlert } from '../../../content/messages';

/** The product inquiry form: POST Home/AddInquiryForProductRadixWebsite, product optionally preselected. */
export function ProductInquiryForm({ apiBaseUrl, turnstile, defaultProduct }: ProductInquiryFormProps) {
  return (
    <ChoiceForm
      label="Product inquiry"
      kind="product-inquiry"
      turnstile={turnstile}
      fields={productInquiryTextFields}
      choice={{
        label: 'Product',
        placeholder: 'Please Select Product',
        choices: productChoices,
        missingAlert: selectProductAlert,
        defaultId: defaultProduct,
      }}
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
