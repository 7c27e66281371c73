import { useCallback, useId } from 'react';
import { useForm } from 'react-hook-form';
import { submissionRequest, type ApiRequest } from '../api/api-client';
import type { Choice } from '../content/choices';
import type { TextFieldSpec } from '../content/fields';
import type { FormMessages } from '../content/messages';
import { textRules } from './field-rules';
import { FormActions } from './form-actions';
import { useFormAttributes } from './use-form-attributes';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useSubmission } from './use-submission';
import '../styles/forms.scss';

/** The select of an inquiry form (service or product) and what happens when it is left empty. */
export interface ChoiceSpec<Id extends number> {
  label: string;
  /** Text of the empty default option. */
  placeholder: string;
  choices: readonly Choice<Id>[];
  /** Alert shown, and nothing sent, when the form is submitted without a choice. */
  missingAlert: string;
  /** Chosen when the form opens and after each reset. */
  defaultId?: Id;
}

export interface ChoiceFormProps<N extends string, Id extends number> {
  /** Accessible name of the form. */
  label: string;
  /** Text fields in screen order; the last one (the message) comes after the select. */
  fields: readonly TextFieldSpec<N>[];
  choice: ChoiceSpec<Id>;
  messages: FormMessages;
  apiBaseUrl: string;
  /** The API call that sends the trimmed values and the chosen id. */
  call: (text: Record<N, string>, id: Id) => ApiRequest;
}

/** An inquiry form: required text fields plus one select, sent once at a time with the spec's messages. */
export function ChoiceForm<N extends string, Id extends number>({
  label,
  fields,
  choice,
  messages,
  apiBaseUrl,
  call,
}: ChoiceFormProps<N, Id>) {
  const idPrefix = useId();
  const defaultValues = Object.fromEntries([
    ...fields.map((field) => [field.name, '']),
    ['nServiceId', choice.defaultId === undefined ? '' : String(choice.defaultId)],
  ]) as Record<string, string>;
  const { register, handleSubmit, reset, getFieldState, formState } = useForm<Record<string, string>>({
    mode: 'onTouched',
    defaultValues,
  });
  const refill = useCallback((values: Record<string, string>) => reset(values), [reset]);
  const { state, retryAfterSeconds, saved, submit, withdraw } = useSubmission(messages, refill);
  const formAttributes = useFormAttributes();

  const onSubmit = handleSubmit(async ({ nServiceId, ...values }) => {
    if (!nServiceId) {
      window.alert(choice.missingAlert);
      return;
    }
    const text = Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ''])) as Record<N, string>;
    const chosen = choice.choices.find(({ id }) => String(id) === nServiceId)?.label ?? nServiceId;
    const shown: [string, string][] = fields.map((field) => [field.label, text[field.name]]);
    shown.splice(fields.length - 1, 0, [choice.label, chosen]);
    const typed = { values: { ...text, nServiceId }, shown };
    await submit(submissionRequest(apiBaseUrl, call(text, Number(nServiceId) as Id), typed), () => reset());
  });

  const messageField = fields[fields.length - 1];
  const columns = fields.slice(0, -1).map((spec) => (
    <div className="col-md-6" key={spec.name}>
      <TextField
        spec={spec}
        idPrefix={idPrefix}
        registration={register(spec.name, textRules(spec))}
        error={getFieldState(spec.name, formState).error?.message}
      />
    </div>
  ));

  return (
    <form className="frm-form" aria-label={label} onSubmit={onSubmit} {...formAttributes}>
      <p className="frm-note">All fields are required.</p>
      <div className="row g-3">
        {columns}
        <div className="col-md-6">
          <SelectField
            id={`${idPrefix}-nServiceId`}
            label={choice.label}
            placeholder={choice.placeholder}
            choices={choice.choices}
            defaultValue={defaultValues.nServiceId}
            registration={register('nServiceId')}
          />
        </div>
        {messageField && (
          <div className="col-12">
            <TextField
              spec={messageField}
              idPrefix={idPrefix}
              registration={register(messageField.name, textRules(messageField))}
              error={getFieldState(messageField.name, formState).error?.message}
            />
          </div>
        )}
      </div>
      <FormActions
        submitLabel="Send inquiry"
        disabled={!formState.isValid || state === 'pending'}
        state={state}
        failure={messages.failure}
        retryAfterSeconds={retryAfterSeconds}
        saved={saved}
        onWithdraw={() => void withdraw()}
      />
    </form>
  );
}
