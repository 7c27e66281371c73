import type { ApiProps } from '@radix/site-kit';
import { inquiryCall } from '../../../api/endpoints';
import { ChoiceForm } from '../../../components/choice-form';
import { inquiryTextFields } from '../../../content/fields';
import { getInTouchCopy, getInTouchMessages } from '../../../content/get-in-touch';

/** The Get in touch form: a general inquiry to POST Home/AddInquiryForRadixWebsite. */
export function GetInTouchForm({ apiBaseUrl, turnstile }: ApiProps) {
  return (
    <ChoiceForm
      copy={getInTouchCopy}
      kind="inquiry"
      turnstile={turnstile}
      fields={inquiryTextFields}
      choice={getInTouchCopy.choice}
      messages={getInTouchMessages}
      apiBaseUrl={apiBaseUrl}
      call={(text, nServiceId) =>
        inquiryCall({
          sFirstName: text.sFirstName,
          sLastName: text.sLastName,
          sEmail: text.sEmail,
          sContactNo: text.sContactNo,
          sProjectName: text.sProjectName,
          nServiceId,
          sDescription: text.sDescription,
        })
      }
    />
  );
}
