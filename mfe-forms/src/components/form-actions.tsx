import { mailtoHref, company, useHydrated } from '@radix/site-kit';
import { savedWhen, sendAgain } from '@radix/site-kit/outbox/content';
import { outboxMessages, pendingLabel, rateLimitedAdvice } from '../content/messages';
import { challengeKeeps, challengeMessage } from '../content/notices';
import type { SavedSubmission, SubmissionState } from './use-submission';

export interface FormActionsProps {
  submitLabel: string;
  /** The form is invalid or a submission is pending. */
  disabled: boolean;
  state: SubmissionState;
  /** First sentence of the failure message. */
  failure: string;
  /** With `limited`: the server's wait in seconds, when it gave one. */
  retryAfterSeconds?: number;
  /** With `saved`, `delivered`, `withdrawn` and `full`: the submission the device keeps, or would have. */
  saved?: SavedSubmission;
  /** With `saved`: removes the submission from the device and gives back what was typed. */
  onWithdraw: () => void;
}

const companyEmail = <a href={mailtoHref(null)}>{company.email}</a>;

/** What the status says: the pending label, or what became of a submission the device keeps. */
function statusText(state: SubmissionState, saved?: SavedSubmission) {
  if (state === 'pending') return pendingLabel;
  if (state === 'saved' && saved?.savedAt !== undefined)
    return outboxMessages.saved(saved.label, savedWhen(saved.savedAt));
  if (state === 'withdrawn' && saved) return outboxMessages.withdrawn(saved.label);
  if (state === 'delivered' && saved?.notice) {
    const { text, email } = saved.notice;
    return email ? (
      <>
        {text} {saved.givenBack ? outboxMessages.givenBack : sendAgain} {companyEmail}.
      </>
    ) : (
      text
    );
  }
  return '';
}

/**
 * Submit button, the "Please Wait..." status and, after a failed submission, what to do next. In the
 * server's markup the button is enabled, so that a page without script can send the form; with
 * script, the page's loader disables it while the form is invalid until the form is hydrated, and
 * holds a submission made meanwhile to replay it once the form can validate and send it.
 */
export function FormActions({
  submitLabel,
  disabled,
  state,
  failure,
  retryAfterSeconds,
  saved,
  onWithdraw,
}: FormActionsProps) {
  const hydrated = useHydrated();
  return (
    <>
      <div className="frm-actions">
        <button type="submit" className="btn btn-accent frm-submit" disabled={hydrated && disabled}>
          {submitLabel}
        </button>
        <p className="frm-status" role="status" data-outbox-key={state === 'saved' ? saved?.key : undefined}>
          {statusText(state, saved)}
        </p>
        {state === 'saved' && (
          <button type="button" className="btn btn-sm btn-outline-secondary frm-withdraw" onClick={onWithdraw}>
            {outboxMessages.withdraw}
          </button>
        )}
      </div>
      <div role="alert" className="frm-alert-region">
        {state === 'failed' && (
          <p className="frm-failure">
            {failure} What you typed is still in the form: please try again in a moment, or write to us at{' '}
            {companyEmail}.
          </p>
        )}
        {state === 'limited' && (
          <p className="frm-failure">
            {rateLimitedAdvice(retryAfterSeconds)} What you typed is still in the form, or write to us at {companyEmail}
            .
          </p>
        )}
        {state === 'challenge' && (
          <p className="frm-failure">
            {challengeMessage} {challengeKeeps}
          </p>
        )}
        {state === 'full' && saved && (
          <p className="frm-failure">
            {outboxMessages.full(saved.label)} {companyEmail}.
          </p>
        )}
      </div>
    </>
  );
}
