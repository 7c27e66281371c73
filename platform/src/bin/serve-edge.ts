import path from 'node:path';
import Fastify from 'fastify';
import crypto from 'node:crypto';
import { localNamedPreviewSecret, originsFile, previewSecretFrom } from '@radix/release-model';
import { editorSignInPaths } from '@radix/site-kit/editor-sign-in';
import { standInSecret, standInSiteverifyPath } from '@radix/site-kit/turnstile';
import { standInSignInBindings, startGithubOAuthStandIn } from '../local-edge/github-oauth-stand-in';
import { startLocalEdge, workerBundle } from '../local-edge/local-edge';
import { BucketStore } from '../release/store/bucket-store';
import { ensureLiveOn } from '../release/commands/first-start';
import { root } from '../site/deployables';
import { edgeOrigins } from '../site/hosting';
import { commandLine, loadExtension, readiness, reportFailure } from './cli';

/** The origin an environment variable names, or a clear refusal: the worker passes calls on to it. */
function originOf(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${name} must be an http(s) origin such as http://127.0.0.1:3000, not "${value}"`);
  return url.origin;
}

/**
 * Serves the site at a local edge (`npm run serve:edge`): the edge worker in workerd on PORT
 * (default 8080), bound to an R2 bucket kept in `EDGE_STATE` (default `edge-state/`). The site is
 * http://localhost:PORT (`PUBLIC_HOST`), the preview http://preview.localhost:PORT (`PREVIEW_HOST`);
 * `--extension` mounts the local inquiry API, which the worker passes `/api/` on to; `API_ORIGIN` names an
 * inquiry API already running instead (the extension is then not mounted). Preview tokens
 * are signed with `PREVIEW_SECRET`, or with the local default the release commands also take. On a first
 * start it deploys the current builds, as `npm run serve` does; it then prints the `SITE_STORE` (and the `PREVIEW_STORE` of named previews, a bucket of its own)
 * the release commands deploy to it with: the bucket's S3 API, on `EDGE_STORE_PORT` (default PORT + 1). `EDGE_BUCKET_LATENCY_MS` (default 0) makes every bucket
 * call of the worker wait that long, as a bucket in another region would. The worker's Cron Trigger
 * (the canary's judge) runs every minute; with `EDGE_JUDGE=manual` it runs only when a request
 * asks, at the time it names: `GET /cdn-cgi/handler/scheduled?time=<ms>` on the store's port (a test's controlled
 * clock). Visitors' measurements are kept in a D1 database beside the bucket (`EDGE_STATE/d1`), with
 * the forms' refusals. The forms' bot check takes `FORM_SECRET` (else one drawn at the start),
 * `TURNSTILE_SECRET` and `TURNSTILE_VERIFY_URL` (else the Turnstile stand-in's beside the extension's
 * API; with `API_ORIGIN`, Cloudflare's).
 * The content editor's sign-in with GitHub answers on `EDITOR_ORIGIN` (else the site's) against a
 * local stand-in of GitHub's OAuth endpoints and its OAuth App, unless `GITHUB_OAUTH_ORIGIN` names
 * GitHub, with `GITHUB_OAUTH_CLIENT_ID` and `GITHUB_OAUTH_SECRET` of an OAuth App registered there.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
  const origins = edgeOrigins({
    siteOrigin: process.env.SITE_ORIGIN ?? `http://${publicHost}:${port}`,
    previewOrigin:
      process.env.PREVIEW_ORIGIN ?? `http://${process.env.PREVIEW_HOST ?? `preview.${publicHost}`}:${port}`,
  });
  const latency = process.env.EDGE_BUCKET_LATENCY_MS ?? '0';
  if (!/^\d+(\.\d+)?$/.test(latency))
    throw new Error(`EDGE_BUCKET_LATENCY_MS must be a number of milliseconds, not "${latency}"`);
  const judge = process.env.EDGE_JUDGE ?? 'every-minute';
  if (judge !== 'every-minute' && judge !== 'manual')
    throw new Error(`EDGE_JUDGE must be every-minute or manual, not "${judge}"`);
  const { value } = commandLine({ command: 'npm run serve:edge --', values: { extension: 'module' } });
  const apiOrigin = process.env.API_ORIGIN ? originOf('API_ORIGIN', process.env.API_ORIGIN) : undefined;
  const extension = apiOrigin ? undefined : value('extension');
  const api = extension ? Fastify({ logger: false }) : undefined;
  if (api && extension) {
    await (
      await loadExtension(extension)
    )(api, { origin: origins.siteOrigin });
    await api.listen({ host: '127.0.0.1', port: 0 });
  }
  const listening = api?.server.address();
  const apiAddress = typeof listening === 'object' && listening ? listening : undefined;
  const mounted = apiAddress ? `http://${apiAddress.address}:${apiAddress.port}` : undefined;
  const passedTo = apiOrigin ?? mounted;
  const verifyUrl = process.env.TURNSTILE_VERIFY_URL || (mounted ? `${mounted}${standInSiteverifyPath}` : undefined);
  const editorOrigin = process.env.EDITOR_ORIGIN || origins.siteOrigin;
  const github = process.env.GITHUB_OAUTH_ORIGIN
    ? undefined
    : await startGithubOAuthStandIn({ callbackUrl: `${editorOrigin}${editorSignInPaths.callback}` });
  const storePort = Number(process.env.EDGE_STORE_PORT ?? port + 1);
  const edge = await startLocalEdge({
    host,
    port,
    storePort,
    persist: path.resolve(process.env.EDGE_STATE ?? path.join(root, 'edge-state')),
    script: workerBundle(),
    triggerHandlers: judge === 'manual',
    bindings: {
      SITE_ORIGIN: origins.siteOrigin,
      PREVIEW_ORIGIN: origins.previewOrigin,
      PREVIEW_SECRET: previewSecretFrom(process.env, true),
      NAMED_PREVIEW_SECRET: process.env.NAMED_PREVIEW_SECRET || localNamedPreviewSecret,
      EDGE_BUCKET_LATENCY_MS: latency,
      ...(passedTo ? { API_ORIGIN: passedTo } : {}),
      // The forms' bot check: the Turnstile stand-in beside the local API, unless a secret is given.
      FORM_SECRET: process.env.FORM_SECRET || crypto.randomBytes(32).toString('hex'),
      TURNSTILE_SECRET: process.env.TURNSTILE_SECRET || standInSecret,
      ...(verifyUrl ? { TURNSTILE_VERIFY_URL: verifyUrl } : {}),
      // The editor's sign-in: GitHub's stand-in and its OAuth App, unless GitHub is named.
      ...(github
        ? standInSignInBindings(editorOrigin, github)
        : {
            EDITOR_ORIGIN: editorOrigin,
            GITHUB_OAUTH_ORIGIN: process.env.GITHUB_OAUTH_ORIGIN ?? '',
            GITHUB_OAUTH_CLIENT_ID: process.env.GITHUB_OAUTH_CLIENT_ID ?? '',
            ...(process.env.GITHUB_OAUTH_SECRET ? { GITHUB_OAUTH_SECRET: process.env.GITHUB_OAUTH_SECRET } : {}),
          }),
    },
  });
  // Miniflare runs no Cron Trigger on its own: the canary's judge runs every minute as in production.
  const judging =
    judge === 'every-minute'
      ? setInterval(() => {
          edge.scheduled(Date.now()).catch((error: unknown) => reportFailure(error));
        }, 60_000)
      : undefined;
  const stop = () => {
    clearInterval(judging);
    void Promise.all([edge.dispose(), api?.close(), github?.stop()]).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const store = new BucketStore(edge.bucket);
  await store.putFile(
    originsFile,
    `${JSON.stringify({ siteOrigin: origins.siteOrigin, previewOrigin: origins.previewOrigin }, null, 2)}\n`,
  );
  console.log(`Edge: ${origins.siteOrigin}/ (preview ${origins.previewOrigin}/), workerd on ${edge.url.host}`);
  if (github) console.log(`The editor's sign-in asks GitHub's local stand-in: ${github.origin}`);
  const ready = await ensureLiveOn(store, origins, (line) => console.log(line));
  console.log(`SITE_STORE=${edge.siteStore}`);
  console.log(`PREVIEW_STORE=${edge.previewStore}`);
  console.log(readiness(ready));
}

main().catch((error: unknown) => {
  reportFailure(error);
  process.exit(1);
});
