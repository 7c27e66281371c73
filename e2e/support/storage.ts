import type { Page } from '@playwright/test';

/** Makes the page's IndexedDB refuse to open, as some private windows do: the forms' outbox cannot keep anything there. */
export async function refuseIndexedDb(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
  });
}
