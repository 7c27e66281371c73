import fs from 'node:fs';
import path from 'node:path';

/** Libraries every part shares as one copy in the browser: one React, one router, one of each shared library. */
export const sharedPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-bootstrap',
  'react-slick',
  'react-hook-form',
] as const;

const root = path.resolve(__dirname, '../../..');

function installedVersion(pkg: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

/**
 * react-router-dom names any page may need even before a package imports them, so that a remote
 * deployed later with one of these still finds them in the shell's tree-shaken copy.
 */
const routerBaseline = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useHref',
  'useInRouterContext',
  'generatePath',
  'matchPath',
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * Every react-router-dom name the shell, the remotes and site-kit import (plus the baseline), so the
 * shared copy can be tree-shaken (measured: 62 KB gzip to a fraction). Undefined when some file imports
 * the whole namespace: then nothing can be left out.
 */
export function routerUsedExports(): string[] | undefined {
  const packageDirs = fs
    .readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .map((name) => path.join(root, name, 'src'));
  const files = [...packageDirs, path.join(root, 'libs', 'site-kit', 'src')].flatMap(sourceFiles);
  return routerNamesIn(files.map((file) => fs.readFileSync(file, 'utf8')));
}

/** The react-router-dom names `texts` (the sources of the parts and site-kit) import, with the baseline; undefined for a namespace import. */
export function routerNamesIn(texts: Iterable<string>): string[] | undefined {
  const names = new Set(routerBaseline);
  for (const text of texts) {
    if (!text.includes('react-router-dom')) continue;
    if (/import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s*from\s*['"]react-router-dom['"]/.test(text))
      return undefined;
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The `shared` section of every federation config: singletons, with the `react/` and `react-dom/`
 * prefixes. Node builds keep react-router-dom whole: bytes do not matter on the server.
 */
export function sharedSingletons({ treeShake = true } = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of sharedPackages) {
    const requiredVersion = `^${installedVersion(pkg)}`;
    shared[pkg] = { singleton: true, requiredVersion };
    if (pkg === 'react' || pkg === 'react-dom') shared[`${pkg}/`] = { singleton: true, requiredVersion };
  }
  const usedExports = treeShake ? routerUsedExports() : undefined;
  if (usedExports)
    shared['react-router-dom'] = {
      ...shared['react-router-dom']!,
      treeShaking: { mode: 'runtime-infer', usedExports },
    };
  return shared;
}
