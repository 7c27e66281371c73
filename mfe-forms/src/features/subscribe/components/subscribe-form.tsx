import { useCallback, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiProps } from '@radix/site-kit';
import { submissionRequest } from '../../../api/api-client';
import { subscriptionCall } from '../../../api/endpoints';
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
}

/** The subscribe form: GET Home/AddSubscribeForRadixWebsite/{email}. */
export function SubscribeForm({ apiBaseUrl }: ApiProps) {
  const id = `${useId()}-sEmail`;
  const errorId = `${id}-error`;
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { sEmail: '' },
  });
  const refill = useCallback((values: Record<string, string>) => reset({ sEmail: values.sEmail ?? '' }), [reset]);
  const { state, retryAfterSeconds, saved, submit, withdraw } = useSubmission(subscribeMessages, refill);
  const error = formState.errors.sEmail?.message;
  const formAttributes = useFormAttributes();

  const onSubmit = handleSubmit(async ({ sEmail }) => {
    if (!sEmail) return;
    const typed = { values: { sEmail }, shown: [[spec.label, sEmail]] as [string, string][] };
    await submit(submissionRequest(apiBaseUrl, subscriptionCall({ sEmail }), typed), () => reset());
  });

  return (
    <form className="frm-form frm-form--inline" aria-label="Subscribe" onSubmit={onSubmit} {...formAttributes}>
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
    </form>
  );
}
