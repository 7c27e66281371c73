import fs from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { earlyHints, immutable, remoteHeaders, revalidate, shellHeaders, tlsHeaders } from '../server/policy';
import { deployableDir, platformRoot, runtimeConfigFor } from '../site/deployables';
import { notFoundFile, pagePaths, renderedPageFile } from '../site/pages';
import { servePortOffsets } from '../site/ports';

/** The nginx templates this generator fills in. */
const templates = path.join(platformRoot, 'nginx');

/** What a rendered nginx configuration needs to know. */
export interface NginxSite {
  /** Folder that receives nginx.conf, the snippets and nginx's own temporary files. */
  prefix: string;
  host: string;
  /** The shell's port; remotes on port+1..4 as with `npm run serve`. */
  port: number;
  /** The rendered pages (`npm run prerender`); a page not rendered there is answered with index.html. */
  pagesDir: string;
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
}

/**
 * Writes what the policy (server/policy.ts) says for nginx: `shell-headers.conf` and
 * `remote-headers.conf` (cache rule, security headers, the shell's CSP from the configuration), and
 * `routes.conf` (one exact location per page of the route table, with its Link hints). The local
 * configuration below includes them, and so does a TLS deployment (the platform's
 * `nginx/tls.example.conf`), through `npm run nginx:snippets`.
 */
export function writeSiteSnippets({ dir, config, origin, pagesDir, tls = false }: SiteSnippets): void {
  fs.mkdirSync(dir, { recursive: true });
  const common = { 'Cache-Control': '$cache_control', ...(tls ? tlsHeaders : {}) };
  fs.writeFileSync(path.join(dir, 'shell-headers.conf'), headerLines({ ...common, ...shellHeaders(config, origin) }));
  fs.writeFileSync(path.join(dir, 'remote-headers.conf'), headerLines({ ...common, ...remoteHeaders }));
  const routeLocations = pagePaths.flatMap((pagePath) => {
    const hints = earlyHints(pagePath, config, origin);
    const rendered = `/${renderedPageFile(pagePath) ?? 'index.html'}`;
    const body = [
      `include ${dir}/shell-headers.conf;`,
      ...(hints ? [`add_header Link "${hints}" always;`] : []),
      `root ${pagesDir};`,
      `try_files ${rendered} @index;`,
    ].join(' ');
    const variants = pagePath === '/' ? ['/'] : [pagePath, `${pagePath}/`];
    return variants.map((variant) => `location = ${variant} { ${body} }`);
  });
  fs.writeFileSync(path.join(dir, 'routes.conf'), `${routeLocations.join('\n')}\n`);
}

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Writes nginx.conf (from the platform's `nginx/site.conf.template`) for the local ports, the
 * snippets of `writeSiteSnippets` and runtime-config.json into `prefix`; returns the nginx.conf path.
 */
export function renderNginx({ prefix, host, port, pagesDir }: NginxSite): string {
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  // nginx started as root serves as an unprivileged worker user, which must read what is written here.
  fs.chmodSync(prefix, 0o755);
  const origin = `http://${host}:${port}`;
  const config = runtimeConfigFor(host, port);
  const runtimeConfig = path.join(prefix, 'runtime-config.json');
  fs.writeFileSync(runtimeConfig, `${JSON.stringify(config, null, 2)}\n`);

  writeSiteSnippets({ dir: prefix, config, origin, pagesDir });

  const remoteTemplate = fs.readFileSync(path.join(templates, 'remote-server.template'), 'utf8');
  const remoteServers = remoteNames
    .map((name: RemoteName) =>
      fill(remoteTemplate, {
        NAME: name,
        HOST: host,
        PORT: String(port + servePortOffsets[name]),
        ROOT: deployableDir(name),
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
    SHELL_ROOT: deployableDir('shell'),
    PAGES_DIR: pagesDir,
    IMMUTABLE: immutable,
    REVALIDATE: revalidate,
    RUNTIME_CONFIG: runtimeConfig,
    NOT_FOUND_PAGE: `/${notFoundFile}`,
    REMOTE_SERVERS: remoteServers,
    DEFAULT_LISTENS: remoteNames
      .map((name) => `    listen ${host}:${port + servePortOffsets[name]} default_server;`)
      .join('\n'),
  });
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}
