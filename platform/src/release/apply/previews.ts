import {
  defaultPreview,
  type Deployable,
  expiresIn,
  namedPreviewOrigin,
  previewLink,
  previewLinkSeconds,
  type PreviewRecord,
  previewRecordKey,
  signPreviewToken,
} from '@radix/release-model';
import { GateRefused, type ReleaseContext } from '../context';
import type { SiteRelease } from '../records/site-releases';
import type { SiteStore } from '../store/store';

/** What a named preview holds before the gate's verdict: its parts' releases and the live site release it was composed with. */
export type NamedPreview = Omit<PreviewRecord, 'verdict' | 'site'>;

const writeRecord = (store: SiteStore, record: PreviewRecord) =>
  store.putFile(previewRecordKey(record.name), `${JSON.stringify(record, null, 2)}\n`);

/**
 * Keeps the gate's verdict on a named preview as its record, refused included (with the step that
 * refused it): a reviewer's link never shows what an earlier run of the same preview left.
 */
export async function recordRefusedPreview(context: ReleaseContext, preview: NamedPreview, error: unknown) {
  const step = error instanceof GateRefused ? ` at ${error.step}` : '';
  await writeRecord(context.store, { ...preview, verdict: `refused${step}` });
}

/** The signed link a reviewer opens a named preview with, valid `previewLinkSeconds` from `now`. */
export async function namedPreviewLink(previewOrigin: string, name: string, secret: string, now: Date) {
  const exp = expiresIn(previewLinkSeconds, now);
  return previewLink(namedPreviewOrigin(previewOrigin, name), await signPreviewToken({ preview: name, exp }, secret));
}

/**
 * After the gate passed it: the candidate is kept as the named preview (replacing only that one),
 * or as the preview origin's candidate; answers the signed link a reviewer opens, printed with how to
 * make it live.
 */
export async function keepPreview(
  context: ReleaseContext,
  site: SiteRelease,
  kept: { named: NamedPreview } | { names: readonly Deployable[]; release: string },
): Promise<string> {
  const exp = expiresIn(previewLinkSeconds, context.now());
  const until = new Date(exp * 1000).toISOString();
  if ('named' in kept) {
    const { named } = kept;
    const verdict = context.skipBrowserCheck ? 'passed without the browser check' : 'passed';
    await writeRecord(context.store, { ...named, site: site.id, verdict });
    const url = await namedPreviewLink(
      context.hosting.previewOrigin,
      named.name,
      context.previewSecret(named.name),
      context.now(),
    );
    const parts = named.parts.map(({ part, release }) => `${part} ${release}`).join(', ');
    context.log(
      `preview: ${url} (${named.name}: ${parts} with the live site; until ${until}; it never goes live itself: once its change is merged, the default branch's own build does)`,
    );
    return url;
  }
  const url = previewLink(
    context.hosting.previewOrigin,
    await signPreviewToken({ preview: defaultPreview, exp }, context.previewSecret()),
  );
  const [only] = kept.names;
  const promoteLine = kept.names.length === 1 ? `; promote it with: npm run promote -- ${only} ${kept.release}` : '';
  context.log(`preview: ${url} (until ${until}${promoteLine})`);
  return url;
}
