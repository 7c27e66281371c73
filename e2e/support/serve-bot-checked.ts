import fs from 'node:fs';
import { hostingFor } from '@radix/platform';
import { apiDownSwitch } from '../../harness/inquiry-api-down';
import { e2eSiteRoot } from './site-root';
import { serveTestSite } from './test-site';

/**
 * The forms' bot check's own site for the browser tests: `npm run serve` as the suite's server is
 * (serve-for-tests.ts), with the check's real time trap and per-network limit (the suite's own site
 * sends its forms faster and more often than a person would), and with the switch that takes the
 * inquiry API down behind the check for one test's calls.
 */
const siteRoot = e2eSiteRoot('bot-check');
fs.rmSync(siteRoot, { recursive: true, force: true });

const hosting = hostingFor({ host: '127.0.0.1', port: Number(process.env.PORT), siteRoot });

serveTestSite(hosting, { formGuard: {}, beforeApi: apiDownSwitch });
