import { remoteNames } from './contracts';
import { allRoutes, parentOf, redirects, type FooterColumn, type RouteDef, type SideMenu } from './routes';

export type { FooterColumn, RouteListing, SideMenu } from './routes';

/** One route a part draws, as the part declares it in its own package (`src/routes.ts`). */
export interface DeclaredRoute extends RouteDef {
  /** The route's name, unique in the site (a word in camel case). */
  key: string;
  /** The key of the page it sits under in the breadcrumb (a service page under `services`); home when absent. */
  parent?: string;
}

/** An old spelling that leads to one of the part's own routes. */
export interface DeclaredRedirect {
  from: string;
  /** The key of the route it leads to. */
  to: string;
}

/** What a part's release carries of the routes: written by its build into `release-info.json`. */
export interface PartRoutes {
  routes: readonly DeclaredRoute[];
  redirects?: readonly DeclaredRedirect[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasStrings = (value: unknown, fields: readonly string[]): value is Record<string, string> =>
  isObject(value) && fields.every((field) => typeof value[field] === 'string');

/** Whether a parsed value has the shape of `PartRoutes` (a release's record read back). */
export function isPartRoutes(value: unknown): value is PartRoutes {
  if (!isObject(value) || !Array.isArray(value.routes)) return false;
  const routesFit = value.routes.every(
    (route) =>
      hasStrings(route, ['key', 'path', 'label', 'title', 'description', 'module']) &&
      (route.listed === undefined || isObject(route.listed)),
  );
  const redirects = value.redirects;
  return (
    routesFit &&
    (redirects === undefined ||
      (Array.isArray(redirects) && redirects.every((redirect) => hasStrings(redirect, ['from', 'to']))))
  );
}

/** A route of a site release's table, with the part that declared it. */
export interface TableRoute extends DeclaredRoute {
  part: string;
}

/** A site release's route table: every part's routes composed, as `site.json` carries it. */
export interface RouteTable {
  routes: readonly TableRoute[];
  redirects: readonly (DeclaredRedirect & { part: string })[];
}

/** The path rendered for the not-found page. */
export const notFoundPath = '/this-page-does-not-exist';

/**
 * Paths the shell keeps for itself, which no part may claim as a page: the inquiry API and what is
 * under it, and the path the not-found page is rendered at. A route's path has no dot and no
 * underscore (`pathPattern`), so the shell's files (`/runtime-config.json`, `/robots.txt`) and the
 * beacon's `/_vitals` cannot be claimed either.
 */
export const reservedPaths: readonly string[] = ['/api', notFoundPath];
const reservedPrefixes: readonly string[] = ['/api/'];

/** A spec page's part: the remote whose module draws it, or the shell. */
const partOf = (route: RouteDef): string => (route.module === 'shell' ? 'shell' : (route.module.split('/')[0] ?? ''));

const allRouteKeys: readonly string[] = allRoutes.map((route) => route.key);

const pathPattern = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;
const keyPattern = /^[a-z][A-Za-z0-9]*$/;

const isReserved = (routePath: string) =>
  reservedPaths.includes(routePath) || reservedPrefixes.some((prefix) => routePath.startsWith(prefix));

/**
 * What is wrong with one part's declaration on its own, one line each: what its build refuses. A
 * path is lower case words joined by hyphens, the description at most 160 characters, a remote draws
 * only its own modules, and a redirect leads to a route of the part.
 */
export function declarationProblems(part: string, declared: PartRoutes): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const paths = new Set<string>();
  for (const route of declared.routes) {
    const at = `${part} route ${route.key}`;
    if (!keyPattern.test(route.key)) problems.push(`${at}: the key must be a word in camel case`);
    if (keys.has(route.key)) problems.push(`${at}: the key is declared twice`);
    if (!pathPattern.test(route.path)) problems.push(`${at}: ${route.path} is not a path of lower-case words`);
    if (paths.has(route.path)) problems.push(`${at}: ${route.path} is declared twice`);
    if (isReserved(route.path)) problems.push(`${at}: ${route.path} is reserved by the shell`);
    if (!route.label || !route.title) problems.push(`${at}: a label and a title are needed`);
    if (route.description.length < 40 || route.description.length > 160)
      problems.push(`${at}: the description must have 40 to 160 characters`);
    if (route.parent !== undefined && !keys.has(route.parent) && !allRouteKeys.includes(route.parent))
      problems.push(`${at}: its parent ${route.parent} is no route`);
    if (partOf(route) !== part) problems.push(`${at}: ${part} cannot draw it with ${route.module}`);
    keys.add(route.key);
    paths.add(route.path);
  }
  for (const redirect of declared.redirects ?? []) {
    if (!keys.has(redirect.to)) problems.push(`${part} redirect ${redirect.from}: ${redirect.to} is not its route`);
    if (!pathPattern.test(redirect.from) || isReserved(redirect.from))
      problems.push(`${part} redirect ${redirect.from}: not a path a part may claim`);
  }
  return problems;
}

/**
 * Every part's routes in one table, in the order of `parts`, and what makes them not fit together:
 * a path (a route's or a redirect's) or a key claimed by two parts, naming both, and each part's own
 * problems. A site release whose table has problems is refused.
 */
export function composeRouteTable(parts: readonly { part: string; routes: PartRoutes }[]): {
  table: RouteTable;
  problems: string[];
} {
  const problems = parts.flatMap(({ part, routes }) => declarationProblems(part, routes));
  const pathOwner = new Map<string, string>();
  const keyOwner = new Map<string, string>();
  const claim = (owners: Map<string, string>, what: string, name: string, part: string) => {
    const owner = owners.get(name);
    if (owner && owner !== part) problems.push(`${what} ${name} is claimed by both ${owner} and ${part}`);
    else owners.set(name, part);
  };
  for (const { part, routes } of parts) {
    for (const route of routes.routes) {
      claim(pathOwner, 'the path', route.path, part);
      claim(keyOwner, 'the route', route.key, part);
    }
    for (const redirect of routes.redirects ?? []) claim(pathOwner, 'the path', redirect.from, part);
  }
  const table: RouteTable = {
    routes: parts.flatMap(({ part, routes }) => routes.routes.map((route) => ({ ...route, part }))),
    redirects: parts.flatMap(({ part, routes }) => (routes.redirects ?? []).map((redirect) => ({ ...redirect, part }))),
  };
  return { table, problems };
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** The route of the table a URL path leads to, following the redirects. */
export function tableRouteOf(table: RouteTable, pathname: string): TableRoute | undefined {
  const clean = withoutTrailingSlash(pathname);
  const to = table.redirects.find((redirect) => redirect.from === clean)?.to;
  return to ? table.routes.find((route) => route.key === to) : table.routes.find((route) => route.path === clean);
}

/** Whether a URL path (with or without a trailing slash) is a route's or a redirect's of the table. */
export function isTablePage(table: RouteTable, pathname: string): boolean {
  const clean = withoutTrailingSlash(pathname);
  return (
    table.routes.some((route) => route.path === clean) || table.redirects.some((redirect) => redirect.from === clean)
  );
}

/** Whether a parsed value has the shape of a `RouteTable` (a site release's configuration read back). */
export function isRouteTable(value: unknown): value is RouteTable {
  if (!isObject(value) || !Array.isArray(value.redirects)) return false;
  return (
    isPartRoutes(value) &&
    value.routes.every((route) => hasStrings(route, ['part'])) &&
    value.redirects.every((redirect) => hasStrings(redirect, ['part']))
  );
}

/** The file a route's page is published as, inside a site release's pages folder. */
export function pageFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

/**
 * The rendered file that answers a page's path: the route's own page. A redirect's old spelling has
 * none (the app redirects), nor has an unknown path.
 */
export function tablePageFile(table: RouteTable, pathname: string): string | undefined {
  const clean = withoutTrailingSlash(pathname);
  return table.routes.some((route) => route.path === clean) ? pageFile(clean) : undefined;
}

/** A table's routes listed in one place, in their order there. */
export function listedIn<P extends 'header' | 'footer' | 'sideMenu'>(
  table: RouteTable,
  place: P,
  where?: P extends 'footer' ? FooterColumn : P extends 'sideMenu' ? SideMenu : never,
): TableRoute[] {
  const order = ({ listed }: TableRoute): number | undefined => {
    if (place === 'header') return listed?.header;
    const at = place === 'footer' ? listed?.footer : listed?.sideMenu;
    const name = at && ('column' in at ? at.column : at.menu);
    return at && name === where ? at.order : undefined;
  };
  return table.routes.filter((route) => order(route) !== undefined).sort((a, b) => (order(a) ?? 0) - (order(b) ?? 0));
}

/** The spec's pages a part draws, and the old spellings that lead to them: what its `src/routes.ts` starts from. */
export function specRoutesOf(part: string): PartRoutes {
  const own = allRoutes
    .filter((route) => partOf(route) === part)
    .map((route) => {
      const parent = parentOf(route.key);
      return parent && parent !== 'home' ? { ...route, parent } : route;
    });
  const keys: readonly string[] = own.map((route) => route.key);
  return {
    routes: own,
    redirects: redirects.filter((redirect) => keys.includes(redirect.to)),
  };
}

/** The routes from home down to a route of the table, that route last: what its breadcrumb shows. */
export function tableTrail(table: RouteTable, route: TableRoute): TableRoute[] {
  const trail: TableRoute[] = [route];
  const byKey = (key: string) => table.routes.find((candidate) => candidate.key === key);
  const home = table.routes.find((candidate) => candidate.path === '/');
  for (let step = route; step !== home;) {
    const parent = (step.parent && byKey(step.parent)) || home;
    if (!parent || trail.includes(parent)) break;
    trail.unshift(parent);
    step = parent;
  }
  return trail;
}

/**
 * The table the spec's pages alone compose, as if every part declared only those: what the shell's
 * unit tests render with, and what it routes by before a configuration names the site release's.
 */
export function specRouteTable(): RouteTable {
  return composeRouteTable(['shell', ...remoteNames].map((part) => ({ part, routes: specRoutesOf(part) }))).table;
}
