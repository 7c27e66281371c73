import { apiPaths } from '@radix/site-kit/api-paths';
import { formKindField, isFormKind, trapField, type FormKind } from './names';

/**
 * The forms' three calls (`apiPaths`, the forms' own): which requests under `/api/` are a form's
 * call, and what a form posted without JavaScript becomes: the JSON the forms send, on the same
 * path, with the same method.
 */
export interface ApiCall {
  method: 'GET' | 'POST';
  /** Under the API base: `Home/AddInquiryForRadixWebsite`. */
  path: string;
  body?: unknown;
}

/** Whether a request to `/api/…` is one of the forms' calls, which the bot check guards. */
export function isFormCall(method: string, pathname: string): boolean {
  if (method === 'POST')
    return pathname === `/api/${apiPaths.inquiry}` || pathname === `/api/${apiPaths.productInquiry}`;
  return method === 'GET' && pathname.startsWith(`/api/${apiPaths.subscribe}/`);
}

/** What the visitor typed, as posted: every field but the form's kind and the honeypot. */
export function typedFields(fields: URLSearchParams): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of fields) if (name !== formKindField && name !== trapField) typed[name] = value;
  return typed;
}

/** A no-script post's form, when it names one of the three. */
export function postedKind(fields: URLSearchParams): FormKind | undefined {
  const kind = fields.get(formKindField);
  return isFormKind(kind) ? kind : undefined;
}

/**
 * The spec's call a no-script post makes: its fields are the API's JSON keys; the choice of service
 * or product travels as the number the API takes (a field that is no number stays as typed, for the
 * API to refuse with its own words).
 */
export function noScriptCall(kind: FormKind, fields: URLSearchParams): ApiCall {
  const typed: Record<string, string | number> = typedFields(fields);
  // The e-mail travels as one URL-encoded path segment, as the forms send it.
  if (kind === 'subscribe')
    return { method: 'GET', path: `${apiPaths.subscribe}/${encodeURIComponent(String(typed.sEmail ?? ''))}` };
  const choice = typed.nServiceId;
  if (typeof choice === 'string' && /^\d+$/.test(choice)) typed.nServiceId = Number(choice);
  return { method: 'POST', path: kind === 'inquiry' ? apiPaths.inquiry : apiPaths.productInquiry, body: typed };
}

/** The API's words for each field it refused (`{ fields: { sEmail: "…" } }`), if it gave them. */
export function apiProblems(body: string): Record<string, string> {
  try {
    const fields = (JSON.parse(body) as { fields?: unknown }).fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
