import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Says, after the edge's deploy, which secret each of the worker's features lacks: reads what
 * `npx wrangler secret list --format json` printed (`[{ "name": …, "type": "secret_text" }]`) from
 * the file given (and the editor's client ID from `wrangler.toml`, a var), and fails with a GitHub
 * error annotation naming each missing one. Without them the worker answers the forms' calls 503
 * `bot-check-unavailable` (the outbox keeps them), never passes them on unchecked, and the content
 * editor's sign-in answers that it is not configured.
 */
const listed = JSON.parse(fs.readFileSync(process.argv[2] ?? 0, 'utf8'));
const names = new Set(Array.isArray(listed) ? listed.map((secret) => secret.name) : []);
const toml = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrangler.toml'), 'utf8');
const clientId = /^GITHUB_OAUTH_CLIENT_ID\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? '';

const features = [
  {
    title: "The forms' bot check cannot run",
    secrets: ['TURNSTILE_SECRET', 'FORM_SECRET'],
    without: "its forms' calls are answered 503 bot-check-unavailable",
    ready: "The forms' bot check has its secrets: TURNSTILE_SECRET and FORM_SECRET.",
  },
  {
    title: "The content editor's sign-in is not configured",
    secrets: ['GITHUB_OAUTH_SECRET'],
    var: clientId ? undefined : 'GITHUB_OAUTH_CLIENT_ID',
    without: '/admin/auth says sign-in is not configured',
    ready: "The content editor's sign-in has its client ID and GITHUB_OAUTH_SECRET.",
  },
];

let failed = false;
for (const feature of features) {
  const missing = feature.secrets.filter((name) => !names.has(name));
  if (missing.length) {
    failed = true;
    console.log(
      `::error title=${feature.title}::The worker has no ${missing.join(' and no ')}: ${feature.without} until \`npx wrangler secret put ${missing[0]}\` sets it.`,
    );
  }
  if (feature.var) {
    failed = true;
    console.log(
      `::error title=${feature.title}::wrangler.toml's ${feature.var} is empty: ${feature.without} until it names the GitHub OAuth App's client ID.`,
    );
  }
  if (!missing.length && !feature.var) console.log(feature.ready);
}
if (failed) process.exit(1);
