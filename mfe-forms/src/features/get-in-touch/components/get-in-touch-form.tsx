import type { ApiProps } from '@radix/site-kit';
import { inquiryCall } from '../../../api/endpoints';
import { ChoiceForm, type ChoiceSpec } from '../../../components/choice-form';
import { serviceChoices, type ServiceId } from '../../../content/choices';
import { inquiryTextFields } from '../../../content/fields';
import { getInTouchMessages, selectServiceAlert } from '../../../content/messages';

const service: ChoiceSpec<ServiceId> = {
  label: 'Service',
  placeholder: 'Please Select Service',
  choices: serviceChoices,
  missingAlert: selectServiceAlert,
};

/** The Get in touch form: a general inquiry to POST Home/AddInquiryForRadixWebsite. */
export function GetInTouchForm({ apiBaseUrl, turnstile }: ApiProps) {
  return (
    <ChoiceForm
      label="Get in touch"
      kind="inquiry"
      turnstile={turnstile}
      fields={inquiryTextFields}
      choice={service}
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
