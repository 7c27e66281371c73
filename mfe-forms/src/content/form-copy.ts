import { company } from '@radix/site-kit';
import type { FormContent } from '../../content/schemas';
import { fill } from './messages';

/** What a form says after it sends (its content file), and when. */
export type FormMessages = Pick<FormContent, 'success' | 'failure'> & {
  /** Delay between the successful response and the alert, in milliseconds. */
  successDelayMs: number;
};

/** A form's content file as the form shows it, its notice naming the company, and what it says after it sends. */
export function formCopy<T extends FormContent>(file: T, successDelayMs: number): { copy: T; messages: FormMessages } {
  const copy = { ...file, notice: fill(file.notice, { company: company.name }) };
  return { copy, messages: { success: copy.success, failure: copy.failure, successDelayMs } };
}
