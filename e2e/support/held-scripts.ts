import type { Page } from '@playwright/test';

/** Scripts held back from the page, and what releases them. */
export interface HeldScripts {
  /** URLs of the scripts the page has asked for so far. */
  requested: string[];
  release: () => void;
}

/**
 * Holds every script of the forms remote until `release` is called: until then the forms stay the
 * server's markup, however fast the machine, whatever the test does to them.
 */
export async function holdFormsScripts(page: Page): Promise<HeldScripts> {
  const config = (await (await page.request.get('/runtime-config.json')).json()) as { remotes: { forms: string } };
  const formsOrigin = new URL(config.remotes.forms).origin;
  const requested: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.origin === formsOrigin && url.pathname.endsWith('.js'),
    async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    },
  );
  return { requested, release };
}
