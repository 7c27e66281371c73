import type { ProductId } from '@radix/site-kit';
import { productIds, serviceIds, type ServiceId } from '../content/choices';
import {
  inquiryTextFields,
  productInquiryTextFields,
  subscribeEmailField,
  type TextFieldSpec,
} from '../content/fields';
import { fieldError } from './rules';

type TextValues<F extends readonly TextFieldSpec[]> = { [K in F[number]['name']]: string };

/** Body of POST Home/AddInquiryForRadixWebsite (the Get in touch form). */
export type InquiryPayload = TextValues<typeof inquiryTextFields> & { nServiceId: ServiceId };

/** Body of POST Home/AddInquiryForProductRadixWebsite; `sFirstName` holds the full name. */
export type ProductInquiryPayload = TextValues<typeof productInquiryTextFields> & { nServiceId: ProductId };

/** What GET Home/AddSubscribeForRadixWebsite/{email} carries. */
export interface SubscriptionPayload {
  sEmail: string;
}

/** A payload as accepted (values trimmed), or the reasons it is not, by field. */
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validate<T>(
  body: unknown,
  fields: readonly TextFieldSpec[],
  choice?: { label: string; ids: readonly number[] },
): Validation<T> {
  if (!isRecord(body)) return { ok: false, errors: { body: 'Expected a JSON object.' } };
  const errors: Record<string, string> = {};
  const value: Record<string, string | number> = {};
  for (const field of fields) {
    const raw = body[field.name];
    const text = typeof raw === 'string' ? raw.trim() : '';
    const error = typeof raw === 'string' ? fieldError(field.kind, field.label, text) : `${field.label} must be text.`;
    if (error) errors[field.name] = error;
    else value[field.name] = text;
  }
  if (choice) {
    const id = body.nServiceId;
    if (typeof id === 'number' && choice.ids.includes(id)) value.nServiceId = id;
    else errors.nServiceId = `${choice.label} must be one of the listed ids, as a number.`;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as T };
}

export function validateInquiry(body: unknown): Validation<InquiryPayload> {
  return validate(body, inquiryTextFields, { label: 'Service', ids: serviceIds });
}

export function validateProductInquiry(body: unknown): Validation<ProductInquiryPayload> {
  return validate(body, productInquiryTextFields, { label: 'Product', ids: productIds });
}

export function validateSubscription(body: unknown): Validation<SubscriptionPayload> {
  return validate(body, [subscribeEmailField]);
}
