import fs from 'node:fs';

/**
 * Says, after the edge's deploy, which secret the forms' bot check lacks: reads what
 * `npx wrangler secret list --format json` printed (`[{ "name": …, "type": "secret_text" }]`) from
 * the file given, and fails with a GitHub error annotation naming each missing one. Without them the
 * worker answers the forms' calls 503 `bot-check-unavailable` (the outbox keeps them), never passes
 * them on unchecked.
 */
const listed = JSON.parse(fs.readFileSync(process.argv[2] ?? 0, 'utf8'));
const names = new Set(Array.isArray(listed) ? listed.map((secret) => secret.name) : []);
const missing = ['TURNSTILE_SECRET', 'FORM_SECRET'].filter((name) => !names.has(name));
if (missing.length) {
  console.log(
    `::error title=The forms' bot check cannot run::The worker has no ${missing.join(' and no ')}: its forms' calls are answered 503 bot-check-unavailable until \`npx wrangler secret put ${missing[0]}\` sets it.`,
  );
  process.exit(1);
}
console.log("The forms' bot check has its secrets: TURNSTILE_SECRET and FORM_SECRET.");
