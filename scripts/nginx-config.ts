import fs from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import { servePortOffsets } from '../libs/tooling/src/ports';
import { deployableDir, runtimeConfigFor } from './deployables';
import { notFoundFile, pagePaths, renderedPageFile } from './pages';
import { earlyHints, immutable, remoteHeaders, revalidate, shellHeaders } from './serve-policy';

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

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Writes nginx.conf (from nginx/site.conf.template), routes.conf (one exact location per route of
 * the route table, with its Link hints), the header snippets (serve-policy.ts's headers, the CSP
 * from the runtime configuration) and runtime-config.json into `prefix`; returns the nginx.conf path.
 */
export function renderNginx({ prefix, host, port, pagesDir }: NginxSite): string {
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  // nginx started as root serves as an unprivileged worker user, which must read what is written here.
  fs.chmodSync(prefix, 0o755);
  const origin = `http://${host}:${port}`;
  const config = runtimeConfigFor(host, port);
  const runtimeConfig = path.join(prefix, 'runtime-config.json');
  fs.writeFileSync(runtimeConfig, `${JSON.stringify(config, null, 2)}\n`);

  const cacheControl = { 'Cache-Control': '$cache_control' };
  fs.writeFileSync(
    path.join(prefix, 'shell-headers.conf'),
    headerLines({ ...cacheControl, ...shellHeaders(config, origin) }),
  );
  fs.writeFileSync(path.join(prefix, 'remote-headers.conf'), headerLines({ ...cacheControl, ...remoteHeaders }));

  const routeLocations = pagePaths.flatMap((pagePath) => {
    const hints = earlyHints(pagePath, config, origin);
    const rendered = `/${renderedPageFile(pagePath) ?? 'index.html'}`;
    const body = [
      `include ${prefix}/shell-headers.conf;`,
      ...(hints ? [`add_header Link "${hints}" always;`] : []),
      `root ${pagesDir};`,
      `try_files ${rendered} @index;`,
    ].join(' ');
    const variants = pagePath === '/' ? ['/'] : [pagePath, `${pagePath}/`];
    return variants.map((variant) => `location = ${variant} { ${body} }`);
  });
  fs.writeFileSync(path.join(prefix, 'routes.conf'), `${routeLocations.join('\n')}\n`);

  const remoteTemplate = fs.readFileSync(path.join(__dirname, '..', 'nginx', 'remote-server.template'), 'utf8');
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
  const conf = fill(fs.readFileSync(path.join(__dirname, '..', 'nginx', 'site.conf.template'), 'utf8'), {
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
