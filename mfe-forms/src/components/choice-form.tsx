import { useCallback, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { TurnstileConfig } from '@radix/site-kit/runtime-config';
import { submissionRequest, type ApiRequest } from '../api/api-client';
import { BotCheckWidget } from '../bot-check/bot-check-widget';
import { useBotCheck, type FormKind } from '../bot-check/use-bot-check';
import type { Choice } from '../content/choices';
import type { TextFieldSpec } from '../content/fields';
import type { FormMessages } from '../content/messages';
import { CollectionNotice, FormKindField } from './collection-notice';
import { textRules } from './field-rules';
import { FormActions } from './form-actions';
import { TrapField, trapFieldName } from './trap-field';
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
  /** What it sends, as the bot check's action and the no-script post name it. */
  kind: FormKind;
  /** The bot check's widget; none when absent. */
  turnstile?: TurnstileConfig;
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
  kind,
  turnstile,
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
    [trapFieldName, ''],
  ]) as Record<string, string>;
  const { register, handleSubmit, reset, getFieldState, formState } = useForm<Record<string, string>>({
    mode: 'onTouched',
    defaultValues,
  });
  const refill = useCallback((values: Record<string, string>) => reset({ ...values, [trapFieldName]: '' }), [reset]);
  const form = useRef<HTMLFormElement>(null);
  const check = useBotCheck(turnstile, kind, () => form.current?.requestSubmit());
  const { state, retryAfterSeconds, saved, submit, withdraw } = useSubmission(messages, refill, check);
  const formAttributes = useFormAttributes();

  const onSubmit = handleSubmit(async ({ nServiceId, [trapFieldName]: trap, ...values }) => {
    if (!nServiceId) {
      window.alert(choice.missingAlert);
      return;
    }
    const text = Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ''])) as Record<N, string>;
    const chosen = choice.choices.find(({ id }) => String(id) === nServiceId)?.label ?? nServiceId;
    const shown: [string, string][] = fields.map((field) => [field.label, text[field.name]]);
    shown.splice(fields.length - 1, 0, [choice.label, chosen]);
    const typed = { values: { ...text, nServiceId }, shown };
    const request = submissionRequest(apiBaseUrl, call(text, Number(nServiceId) as Id), typed, trap ?? '');
    await submit(request, () => reset());
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
    <form ref={form} className="frm-form" aria-label={label} onSubmit={onSubmit} {...formAttributes}>
      <p className="frm-note">All fields are required.</p>
      <FormKindField kind={kind} />
      <TrapField registration={register(trapFieldName)} />
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
      <BotCheckWidget check={check} />
      <FormActions
        submitLabel="Send inquiry"
        disabled={!formState.isValid || state === 'pending'}
        state={state}
        failure={messages.failure}
        retryAfterSeconds={retryAfterSeconds}
        saved={saved}
        onWithdraw={() => void withdraw()}
      />
      <CollectionNotice kind={kind} />
    </form>
  );
}
