import fs from 'node:fs';
import { hostingFor } from '@radix/platform';
import { e2eSiteRoot } from './site-root';
import { serveTestSite } from './test-site';

/**
 * The browser tests' site: `npm run serve` on a site root of its own, started empty, so that its
 * first start deploys this checkout's builds as the command does.
 */
const hosting = hostingFor({
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 8180),
  siteRoot: e2eSiteRoot('node'),
});
fs.rmSync(hosting.siteRoot, { recursive: true, force: true });

serveTestSite(hosting);
