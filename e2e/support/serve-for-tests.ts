import fs from 'node:fs';
import { ensureLive, hostingFor, serveSite } from '@radix/platform';
import { mountInquiryApi } from '../../mfe-forms/dev-api/app';
import { e2eInquiryDataFile } from './forms-data';
import { e2eSiteRoot } from './site-root';

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

serveSite({
  hosting,
  extendShell: (app, site) =>
    mountInquiryApi(app, {
      dataFile: process.env.INQUIRY_DATA_FILE ?? e2eInquiryDataFile,
      allowedOrigins: [site.origin],
      // The suite submits far more than a visitor would; the limit itself has its own tests.
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    }),
})
  .then(async () => {
    await ensureLive(hosting, (line) => console.log(line));
    console.log('Pages rendered: the site is ready');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
