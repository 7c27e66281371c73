import { routes, type RouteKey } from '@radix/site-kit';

/** A link as a component draws it: its words and the path of its page. */
export interface PageLink {
  label: string;
  to: string;
}

/** A content file's link, which names its page by route key, at that page's path. */
export const pageLink = ({ label, page }: { label: string; page: RouteKey }): PageLink => ({
  label,
  to: routes[page].path,
});
