import { routes } from '@radix/site-kit';
import type { FormKind } from '../bot-check/use-bot-check';
import { collectionNotices, privacyLinkText } from '../content/notices';

/** Under a form: what it sends, to whom and why, and the privacy policy. */
export function CollectionNotice({ kind }: { kind: FormKind }) {
  return (
    <p className="frm-collection">
      {collectionNotices[kind]} <a href={routes.privacy.path}>{privacyLinkText}</a>.
    </p>
  );
}

/** The form's kind for a post without script (`form-kind`): the server turns it into the kind's call. */
export function FormKindField({ kind }: { kind: FormKind }) {
  return <input type="hidden" name="form-kind" value={kind} />;
}
