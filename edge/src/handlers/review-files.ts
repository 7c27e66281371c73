import {
  previewCookieName,
  previewReviewKey,
  previewSecretNameOf,
  previewTokenParameter,
  reviewPath,
  verifyPreviewToken,
} from '@radix/release-model';
import { admit, cookieOf, previewSecretOf } from '../access';
import type { Isolate, RequestContext } from '../isolate';
import { timedText } from '../responses';

type ReviewContext = Pick<RequestContext, 'request' | 'url' | 'env' | 'reads' | 'background'>;

const types: Record<string, string> = { png: 'image/png', html: 'text/html; charset=utf-8' };

/** The file a path under `reviewPath` names: the page at the folder itself, else one picture or page by name. */
function fileOf(pathname: string): string | undefined {
  const file = pathname.slice(reviewPath.length) || 'index.html';
  return /^[a-z0-9-]+\.(png|html)$/.test(file) ? file : undefined;
}

/**
 * `/_review/<file>` on a named preview's host: the review of the candidate its record names (`npm
 * run review`'s page and pictures, kept under the preview's key in `PREVIEWS`, which `reads`
 * reads), to the holder of the preview's token (signed with `NAMED_PREVIEW_SECRET`). A picture takes
 * the token from its link as well as from the cookie, with no redirect: the pull request's comment
 * shows the pictures through GitHub's image proxy, which keeps no cookie.
 */
export async function answerReview(isolate: Isolate, context: ReviewContext, named: string): Promise<Response> {
  const { request, url, env, reads } = context;
  const secret = previewSecretOf(env, named);
  if (!secret)
    return timedText(reads, 503, `The preview is not set up: the worker has no ${previewSecretNameOf(named)}.`);
  const file = fileOf(url.pathname);
  const linked = url.searchParams.get(previewTokenParameter);
  // The page's pictures are linked beside it without the token: its link sets the cookie first, as a page's does.
  if (linked !== null && file?.endsWith('.html')) {
    const admitted = await admit(request, secret, 'preview', undefined, named);
    if (admitted instanceof Response) return admitted;
  }
  const token = linked ?? cookieOf(request, previewCookieName);
  const claims = await verifyPreviewToken(token, secret, { preview: named });
  if (typeof claims === 'string') return timedText(reads, 401, `This review is private (${claims} token).`);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return timedText(reads, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const record = await isolate.previews.record(named, reads, context.background);
  const object = file && record?.site ? await reads.get(`${previewReviewKey(named, record.site)}/${file}`) : null;
  if (!file || !object) return timedText(reads, 404, 'This preview has no such review file.');
  const type = types[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return new Response(request.method === 'HEAD' ? null : object.body, {
    status: 200,
    headers: {
      'Content-Type': type,
      ETag: object.httpEtag,
      'X-Content-Type-Options': 'nosniff',
      'Server-Timing': reads.serverTiming(),
    },
  });
}
