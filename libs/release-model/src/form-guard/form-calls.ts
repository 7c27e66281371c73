import { formKindField, isFormKind, trapField, type FormKind } from './names';

/**
 * The forms' three calls as the forms make them (their own `endpoints.ts`, handed in by whoever
 * wires the check): which requests under `/api/` are a form's call, and what a form posted without
 * JavaScript becomes, the same JSON on the same path with the same method.
 */
export interface FormCalls {
  /** The calls' paths under the API base: `Home/AddInquiryForRadixWebsite`. */
  paths: { inquiry: string; productInquiry: string; subscribe: string };
  inquiry: (payload: never) => ApiCall;
  productInquiry: (payload: never) => ApiCall;
  subscribe: (payload: never) => ApiCall;
}

export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** Whether a request to `/api/…` is one of the forms' calls, which the bot check guards. */
export function isFormCall(method: string, pathname: string, { paths }: FormCalls): boolean {
  if (method === 'POST') return pathname === `/api/${paths.inquiry}` || pathname === `/api/${paths.productInquiry}`;
  return method === 'GET' && pathname.startsWith(`/api/${paths.subscribe}/`);
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
export function noScriptCall(kind: FormKind, fields: URLSearchParams, calls: FormCalls): ApiCall {
  const typed: Record<string, string | number> = typedFields(fields);
  if (kind === 'subscribe') return calls.subscribe({ sEmail: typed.sEmail ?? '' } as never);
  const choice = typed.nServiceId;
  if (typeof choice === 'string' && /^\d+$/.test(choice)) typed.nServiceId = Number(choice);
  return kind === 'inquiry' ? calls.inquiry(typed as never) : calls.productInquiry(typed as never);
}
