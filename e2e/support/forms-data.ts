import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the local inquiry API mounted by the test server stores what the browser tests submit. */
export const e2eInquiryDataFile = path.resolve(__dirname, '../../test-results/inquiries-e2e.jsonl');

/** A record the local API stored: the payload's fields, its `kind` and `receivedAt`. */
export type Stored = Record<string, unknown>;

/** Every record the local API stored for the browser tests: what the company receives. */
export function storedRecords(): Stored[] {
  if (!existsSync(e2eInquiryDataFile)) return [];
  return readFileSync(e2eInquiryDataFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Stored);
}

/** A test's own value, to find what it sent among what the suite sent. */
export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Collects (and accepts) every alert the page shows. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
