import type { Page } from '@playwright/test';
import type { RemoteName } from '@radix/site-kit/contracts';

/** Scripts held back from the page, and what releases them. */
export interface HeldScripts {
  /** URLs of the scripts the page has asked for so far. */
  requested: string[];
  release: () => void;
}

/** Holds every script whose URL matches until `release` is called. */
export async function holdScripts(page: Page, matches: (url: URL) => boolean): Promise<HeldScripts> {
  const requested: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js') && matches(url),
    async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    },
  );
  return { requested, release };
}

/**
 * Holds the shell's entry script, which hydrates the page: until `release` the page is the server's
 * markup with its loader, however fast the machine, whatever the test does to it.
 */
export function holdHydration(page: Page): Promise<HeldScripts> {
  return holdScripts(page, (url) => /^\/main\.[0-9a-f]+\.js$/.test(url.pathname));
}

/** The origin the site serves a remote's files from, as its runtime configuration says. */
export async function remoteOrigin(page: Page, remote: RemoteName): Promise<string> {
  const config = (await (await page.request.get('/runtime-config.json')).json()) as {
    remotes: Record<RemoteName, string>;
  };
  return new URL(config.remotes[remote]).origin;
}

/** Holds every script of the forms remote: until `release` the forms stay the server's markup. */
export async function holdFormsScripts(page: Page): Promise<HeldScripts> {
  const formsOrigin = await remoteOrigin(page, 'forms');
  return holdScripts(page, (url) => url.origin === formsOrigin);
}
