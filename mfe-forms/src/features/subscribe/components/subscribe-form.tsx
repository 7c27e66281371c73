import { useCallback, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiProps } from '@radix/site-kit';
import { submissionRequest } from '../../../api/api-client';
import { subscriptionCall } from '../../../api/endpoints';
import { BotCheckWidget } from '../../../bot-check/bot-check-widget';
import { useBotCheck } from '../../../bot-check/use-bot-check';
import { CollectionNotice, FormKindField } from '../../../components/collection-notice';
import { TrapField, trapFieldName } from '../../../components/trap-field';
import { subscribeEmailField as spec } from '../../../content/fields';
import { subscribeMessages } from '../../../content/messages';
import { FieldError } from '../../../components/field-error';
import { FormActions } from '../../../components/form-actions';
import { useFormAttributes } from '../../../components/use-form-attributes';
import { textRules } from '../../../components/field-rules';
import { useSubmission } from '../../../components/use-submission';
import { fieldPatterns, maxLengths } from '../../../validation/rules';
import '../../../styles/forms.scss';

interface Values {
  sEmail: string;
  [trapFieldName]: string;
}

/** The subscribe form: GET Home/AddSubscribeForRadixWebsite/{email}. */
export function SubscribeForm({ apiBaseUrl, turnstile }: ApiProps) {
  const id = `${useId()}-sEmail`;
  const errorId = `${id}-error`;
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { sEmail: '', [trapFieldName]: '' },
  });
  const refill = useCallback(
    (values: Record<string, string>) => reset({ sEmail: values.sEmail ?? '', [trapFieldName]: '' }),
    [reset],
  );
  const form = useRef<HTMLFormElement>(null);
  const check = useBotCheck(turnstile, 'subscribe', () => form.current?.requestSubmit());
  const { state, retryAfterSeconds, saved, submit, withdraw } = useSubmission(subscribeMessages, refill, check);
  const error = formState.errors.sEmail?.message;
  const formAttributes = useFormAttributes();

  const onSubmit = handleSubmit(async ({ sEmail, [trapFieldName]: trap }) => {
    if (!sEmail) return;
    const typed = { values: { sEmail }, shown: [[spec.label, sEmail]] as [string, string][] };
    await submit(submissionRequest(apiBaseUrl, subscriptionCall({ sEmail }), typed, trap), () => reset());
  });

  return (
    <form
      ref={form}
      className="frm-form frm-form--inline"
      aria-label="Subscribe"
      onSubmit={onSubmit}
      {...formAttributes}
    >
      <FormKindField kind="subscribe" />
      <TrapField registration={register(trapFieldName)} />
      <label htmlFor={id} className="form-label">
        {spec.label}
      </label>
      <div className="frm-subscribe">
        <input
          id={id}
          type="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          maxLength={maxLengths.email}
          autoComplete={spec.autoComplete}
          placeholder="name@example.com"
          required
          pattern={fieldPatterns[spec.kind]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register(spec.name, textRules(spec))}
        />
        <FormActions
          submitLabel="Subscribe"
          disabled={!formState.isValid || state === 'pending'}
          state={state}
          failure={subscribeMessages.failure}
          retryAfterSeconds={retryAfterSeconds}
          saved={saved}
          onWithdraw={() => void withdraw()}
        />
      </div>
      <FieldError id={errorId} message={error} />
      <BotCheckWidget check={check} />
      <CollectionNotice kind="subscribe" />
    </form>
  );
}
