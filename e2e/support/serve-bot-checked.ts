import fs from 'node:fs';
import path from 'node:path';
import { hostingFor } from '@radix/platform';
import { standInTurnstile } from '@radix/site-kit/turnstile';
import { apiDownSwitch } from './inquiry-api-down';
import { e2eSiteRoot } from './site-root';
import { serveTestSite } from './test-site';

/**
 * The forms' bot check's own site for the browser tests: `npm run serve` as the suite's server is
 * (serve-for-tests.ts), with the configuration naming the local Turnstile stand-in's widget, so that
 * the server checks every form's call (its stamp, honeypot and token, then its pass), and with the
 * switch that takes the inquiry API down behind the check for one test's calls. The rest of the suite
 * runs without the widget: its forms are sent faster than a person fills them.
 */
const siteRoot = e2eSiteRoot('bot-check');
fs.rmSync(siteRoot, { recursive: true, force: true });
const shellConfig = path.resolve(__dirname, '../../shell/config/runtime-config.json');
const configFile = path.resolve(__dirname, '../../test-results/runtime-config.bot-check.json');
fs.mkdirSync(path.dirname(configFile), { recursive: true });
const base = JSON.parse(fs.readFileSync(shellConfig, 'utf8')) as object;
fs.writeFileSync(configFile, JSON.stringify({ ...base, turnstile: standInTurnstile }));
process.env.RUNTIME_CONFIG = configFile;

const hosting = hostingFor({ host: '127.0.0.1', port: Number(process.env.PORT), siteRoot });

serveTestSite(hosting, { formGuard: {}, beforeApi: apiDownSwitch });
