import { parseRuntimeConfig, type RuntimeConfig } from '@radix/site-kit';
import { renderedWithId } from '@radix/site-kit/renderer';

/**
 * The runtime configuration a server-rendered page names (`<script id="rendered-with">`), when the
 * page holds rendered markup: the browser then uses the same remotes as the render did.
 */
export function renderedWith(container: HTMLElement): RuntimeConfig | undefined {
  const data = document.getElementById(renderedWithId)?.textContent;
  if (!data || !container.firstElementChild) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(data), window.location.href);
  } catch (error) {
    console.error('The configuration of the rendered page cannot be read', error);
    return undefined;
  }
}
