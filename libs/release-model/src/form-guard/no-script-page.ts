import { company } from '@radix/site-kit/company';
import { formKindField, trapField, type FormKind } from './names';

/**
 * The page a form posted without JavaScript is answered with: what happened, in words, and the way
 * back; a post that was refused or could not be sent shows what the visitor typed again, in a form
 * that sends it once more.
 */
export type NoScriptOutcome = 'sent' | 'refused' | 'failed' | 'unknown-form';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const what: Record<FormKind, string> = {
  inquiry: 'inquiry',
  'product-inquiry': 'product inquiry',
  subscribe: 'subscription',
};

export const noScriptWords: Record<NoScriptOutcome, { status: number; title: string; text: (kind: string) => string }> =
  {
    sent: {
      status: 200,
      title: 'Thank you',
      text: (kind) => `Your ${kind} was sent. We will be in touch soon.`,
    },
    refused: {
      status: 422,
      title: 'Please check what you typed',
      text: (kind) =>
        `Your ${kind} was not accepted: a field is missing or not in the form we need. What you typed is below; correct it and send it again.`,
    },
    failed: {
      status: 503,
      title: 'Not sent yet',
      text: (kind) =>
        `Your ${kind} could not be sent just now. What you typed is below: send it again in a minute, or write to us at ${company.email}.`,
    },
    'unknown-form': {
      status: 400,
      title: 'Not sent',
      text: () => 'This page has no form that sends what was posted.',
    },
  };

/** The whole page, in the site's plain look: its name as the header, the words, the typed fields, the way back. */
export function noScriptPage(
  outcome: NoScriptOutcome,
  kind: FormKind | undefined,
  typed: Record<string, string>,
  pagePath: string,
  problems: Record<string, string> = {},
): { status: number; html: string } {
  const words = noScriptWords[outcome];
  const label = kind ? what[kind] : 'message';
  const again =
    kind && (outcome === 'refused' || outcome === 'failed')
      ? `<form method="post" action="${escape(pagePath)}">
<input type="hidden" name="${formKindField}" value="${escape(kind)}">
${Object.entries(typed)
  .map(
    ([name, value], index) =>
      `<p><label for="field-${index}">${escape(name)}</label><br>${
        problems[name] ? `<span id="problem-${index}">${escape(problems[name])}</span><br>` : ''
      }<input id="field-${index}" name="${escape(name)}" value="${escape(value)}"${
        problems[name] ? ` aria-describedby="problem-${index}"` : ''
      }></p>`,
  )
  .join('\n')}
<div aria-hidden="true" style="position:absolute;left:-10000px"><label for="${trapField}">Leave this field empty</label><input id="${trapField}" name="${trapField}" tabindex="-1" autocomplete="off"></div>
<p><button type="submit">Send again</button></p>
</form>`
      : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(words.title)} | ${escape(company.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#222}header{background:#0b3d91;padding:1rem}header a{color:#fff;font-weight:700;text-decoration:none}main{max-width:40rem;margin:2rem auto;padding:0 1rem}input{width:100%;max-width:30rem;padding:.4rem}</style>
</head>
<body>
<header><a href="/">${escape(company.name)}</a></header>
<main>
<h1>${escape(words.title)}</h1>
<p role="status">${escape(words.text(label))}</p>
${again}
<p><a href="${escape(pagePath)}">Back to the page you came from</a></p>
</main>
</body>
</html>
`;
  return { status: words.status, html };
}
