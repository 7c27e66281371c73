import { routes } from '@radix/site-kit';
import type { FormKind } from '../bot-check/use-bot-check';
import { sharedCopy } from '../content/shared';

/** Under a form: what it sends, to whom and why, and the privacy policy. */
export function CollectionNotice({ notice }: { notice: string }) {
  return (
    <p className="frm-collection">
      {notice} <a href={routes.privacy.path}>{sharedCopy.privacyLink}</a>.
    </p>
  );
}

/** The form's kind for a post without script (`form-kind`): the server turns it into the kind's call. */
export function FormKindField({ kind }: { kind: FormKind }) {
  return <input type="hidden" name="form-kind" value={kind} />;
}
