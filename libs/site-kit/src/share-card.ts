import { company } from './company';
import type { TableRoute } from './route-table';

/** A share card's size in pixels: the 1.91:1 image Open Graph and X show large. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** The site's own share card, in the shell's build: what a page without a route of its own names. */
export const siteCardFile = 'share.png';

/** A route's share card, in the build of the part that draws the route (and so deploys with it). */
export const shareCardFile = (key: string) => `share/${key}.png`;

/**
 * The absolute URL of a page's share card: a shell route's at the site's root, a remote route's
 * beside its release's manifest (`remotes`, the runtime configuration's), the site's own for a
 * page without a route or a part the configuration does not name.
 */
export function shareCardUrl(
  route: Pick<TableRoute, 'key' | 'part'> | undefined,
  remotes: Readonly<Record<string, string>> = {},
): string {
  const base = route && (route.part === 'shell' ? '/' : remotes[route.part]);
  return route && base
    ? new URL(shareCardFile(route.key), new URL(base, company.url)).href
    : new URL(`/${siteCardFile}`, company.url).href;
}

/**
 * The Open Graph properties that name a page's share card, for the renderer to write into its
 * head: the card, its size, and what it shows for those who cannot see it (the page's title, or
 * the company's tagline on the site's own card).
 */
export function shareCardMeta(
  route: Pick<TableRoute, 'key' | 'part' | 'title'> | undefined,
  remotes: Readonly<Record<string, string>> = {},
): [property: string, content: string][] {
  return [
    ['og:image', shareCardUrl(route, remotes)],
    ['og:image:width', String(shareCardSize.width)],
    ['og:image:height', String(shareCardSize.height)],
    ['og:image:alt', route ? `${route.title} | ${company.name}` : `${company.name}: ${company.tagline}`],
  ];
}
