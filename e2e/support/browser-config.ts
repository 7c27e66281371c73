import type { Page } from '@playwright/test';
import { renderedWithId } from '@radix/site-kit/renderer';

/** Settings to change in the runtime configuration; `remotes` entries replace those named. */
export interface ConfigPatch {
  remoteTimeoutMs?: number;
  remotes?: Record<string, string>;
}

type Config = Record<string, unknown> & { remotes: Record<string, string> };

function patched(config: Config, patch: ConfigPatch): Config {
  return { ...config, ...patch, remotes: { ...config.remotes, ...patch.remotes } };
}

/**
 * Changes the runtime configuration the browser uses, wherever it reads it: the configuration a
 * rendered page carries (`#rendered-with`, rewritten as the page is parsed, before the shell's
 * deferred script reads it) and `/runtime-config.json`. The server is left as it is.
 */
export async function editBrowserConfig(page: Page, patch: ConfigPatch): Promise<void> {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: patched((await response.json()) as Config, patch) });
  });
  await page.addInitScript(
    ({ change, id }: { change: ConfigPatch; id: string }) => {
      new MutationObserver((mutations, observer) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (!(node instanceof HTMLScriptElement) || node.id !== id) continue;
            const config = JSON.parse(node.textContent ?? '{}') as Config;
            node.textContent = JSON.stringify({
              ...config,
              ...change,
              remotes: { ...config.remotes, ...change.remotes },
            });
            observer.disconnect();
          }
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { change: patch, id: renderedWithId },
  );
}
