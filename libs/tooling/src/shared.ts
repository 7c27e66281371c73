import fs from 'node:fs';
import path from 'node:path';

/** Libraries every part shares as one copy in the browser (architecture invariant 3). */
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

type SharedEntry = { singleton: true; requiredVersion: string; strictVersion?: boolean };

/** The `shared` section of every federation config: singletons, with the `react/` and `react-dom/` prefixes. */
export function sharedSingletons(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of sharedPackages) {
    const requiredVersion = `^${installedVersion(pkg)}`;
    shared[pkg] = { singleton: true, requiredVersion };
    if (pkg === 'react' || pkg === 'react-dom') shared[`${pkg}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
