import fs from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import {
  immutable,
  notFoundFile,
  type Pointer,
  remoteHeaders,
  revalidate,
  shellHeaders,
  tlsHeaders,
} from '@radix/release-model';
import { layout } from '../release/store/folder-store';
import { platformRoot } from '../site/deployables';
import { originsConfig, type Hosting } from '../site/hosting';

/** The nginx templates this generator fills in. */
const templates = path.join(platformRoot, 'nginx');

/** What a rendered nginx configuration needs to know. */
export interface NginxSite {
  /** Folder that receives nginx.conf, the snippets and nginx's own temporary files. */
  prefix: string;
  /** Ports, host name and the site root whose release layout it serves. */
  hosting: Hosting;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\$\{([A-Z_]+)\}/g, (match, key: string) => values[key] ?? match);

function headerLines(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')}\n`;
}

export interface SiteSnippets {
  /** Folder that receives routes.conf and the header snippets; the snippets include each other from there. */
  dir: string;
  /** The runtime configuration the site serves: it names the remotes' origins for the CSP and the hints. */
  config: RuntimeConfigFile;
  /** The shell's public origin, as browsers reach it. */
  origin: string;
  /** The rendered pages. */
  pagesDir: string;
  /** Served over TLS: every answer also carries HSTS. */
  tls?: boolean;
  /** The name of the routes file, `routes.conf` unless a configuration serves two sets of pages. */
  routesFile?: string;
}

/**
 * Writes what the release model's headers (headers.ts) say for nginx: `shell-headers.conf` and
 * `remote-headers.conf` (cache rule, security headers, the shell's CSP from the configuration), and
 * `routes.conf` (a page's path answered by the file rendered for it in the site release served, with the Link hints). The local
 * configuration below includes them, and so does a TLS deployment (the platform's
 * `nginx/tls.example.conf`), through `npm run nginx:snippets`.
 */
export function writeSiteSnippets({
  dir,
  config,
  origin,
  pagesDir,
  tls = false,
  routesFile = 'routes.conf',
}: SiteSnippets): void {
  fs.mkdirSync(dir, { recursive: true });
  const common = { 'Cache-Control': '$cache_control', ...(tls ? tlsHeaders : {}) };
  fs.writeFileSync(path.join(dir, 'shell-headers.conf'), headerLines({ ...common, ...shellHeaders(config, origin) }));
  fs.writeFileSync(path.join(dir, 'remote-headers.conf'), headerLines({ ...common, ...remoteHeaders }));
  const hints = preconnectToRemotes(config, origin);
  const page = [
    `include ${dir}/shell-headers.conf;`,
    ...(hints ? [`add_header Link "${hints}" always;`] : []),
    `root ${pagesDir};`,
  ].join(' ');
  const notFoundName = notFoundFile.replace(/\.html$/, '');
  const routeLocations = [
    `location = / { ${page} try_files /index.html @index; }`,
    // A path of a route's form (pageFile): the page the site release live names rendered for it, if its table has one.
    `location ~ "^(?!/${notFoundName}/?$)(?<page>/[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)/?$" { ${page} try_files $page.html @not_found_page; }`,
  ];
  fs.writeFileSync(path.join(dir, routesFile), `${routeLocations.join('\n')}\n`);
}

/**
 * `Link` header of every page nginx serves: connect early to every remote's origin. nginx cannot
 * read a site release's route table, so a page is not hinted by the remotes its route shows, as the
 * Node server and the edge hint it: an origin a page does not use costs an idle connection.
 */
function preconnectToRemotes(config: RuntimeConfigFile, origin: string): string | undefined {
  const origins = [...new Set(remoteNames.map((name) => new URL(config.remotes[name], origin).origin))].filter(
    (remoteOrigin) => remoteOrigin !== new URL(origin).origin,
  );
  return origins.length
    ? origins.map((remoteOrigin) => `<${remoteOrigin}>; rel=preconnect; crossorigin`).join(', ')
    : undefined;
}

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Writes nginx.conf (from the platform's `nginx/site.conf.template`) for the hosting's ports and
 * site root, with the snippets of `writeSiteSnippets` for the live and the preview site release,
 * into `prefix`; returns the nginx.conf path.
 */
export function renderNginx({ prefix, hosting }: NginxSite): string {
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  // nginx started as root serves as an unprivileged worker user, which must read what is written here.
  fs.chmodSync(prefix, 0o755);
  const { host, port, siteRoot } = hosting;
  const config = originsConfig(hosting);
  const origins: Record<Pointer, { port: number; origin: string }> = {
    live: { port, origin: hosting.siteOrigin },
    preview: { port: hosting.previewPort, origin: hosting.previewOrigin },
  };
  for (const pointer of ['live', 'preview'] as const) {
    writeSiteSnippets({
      dir: prefix,
      config,
      origin: origins[pointer].origin,
      pagesDir: path.join(layout.pointer(siteRoot, pointer), 'pages'),
      routesFile: `routes-${pointer}.conf`,
    });
  }
  const shellTemplate = fs.readFileSync(path.join(templates, 'shell-server.template'), 'utf8');
  const shellServers = (['live', 'preview'] as const)
    .map((pointer) =>
      fill(shellTemplate, {
        POINTER: pointer,
        HOST: host,
        PORT: String(origins[pointer].port),
        SITE: layout.pointer(siteRoot, pointer),
        PREFIX: prefix,
        NOT_FOUND_PAGE: `/${notFoundFile}`,
      }),
    )
    .join('\n');
  const remoteTemplate = fs.readFileSync(path.join(templates, 'remote-server.template'), 'utf8');
  const remoteServers = remoteNames
    .map((name: RemoteName) =>
      fill(remoteTemplate, {
        NAME: name,
        HOST: host,
        PORT: String(hosting.remotePort(name)),
        ROOT: layout.releases(siteRoot, name),
        PREFIX: prefix,
      }),
    )
    .join('\n');
  const hasBrotli = fs.existsSync(brotliModule);
  const conf = fill(fs.readFileSync(path.join(templates, 'site.conf.template'), 'utf8'), {
    LOAD_MODULES: hasBrotli ? `load_module ${brotliModule};` : '# brotli_static module not installed: gzip_static only',
    BROTLI: hasBrotli ? 'brotli_static on;' : '',
    MIME_TYPES: '/etc/nginx/mime.types',
    PREFIX: prefix,
    HOST: host,
    SHELL_PORT: String(port),
    PREVIEW_PORT: String(hosting.previewPort),
    IMMUTABLE: immutable,
    REVALIDATE: revalidate,
    SHELL_SERVERS: shellServers,
    REMOTE_SERVERS: remoteServers,
    DEFAULT_LISTENS: remoteNames
      .map((name) => `    listen ${host}:${hosting.remotePort(name)} default_server;`)
      .join('\n'),
  });
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}
