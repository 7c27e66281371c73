import type { FastifyInstance } from 'fastify';
import { ensureLive, serveSite, type Hosting } from '@radix/platform';
import { mountInquiryApi } from '../../mfe-forms/dev-api/app';
import { e2eInquiryDataFile } from './forms-data';

export interface TestSiteOptions {
  /** The forms' bot check in front of the API (the server's `formGuard`). */
  formGuard?: Parameters<typeof serveSite>[0]['formGuard'];
  /** Hooks on the shell's origin added before the API is mounted, after the server's own. */
  beforeApi?: (app: FastifyInstance) => void;
}

/**
 * A browser tests' site: `npm run serve` on a site root of its own, the local inquiry API mounted on
 * its shell's origin, its builds deployed at its first start; says "the site is ready" once its pages
 * are rendered.
 */
export function serveTestSite(hosting: Hosting, { formGuard, beforeApi }: TestSiteOptions = {}): void {
  serveSite({
    hosting,
    formGuard,
    extendShell: async (app, site) => {
      beforeApi?.(app);
      await mountInquiryApi(app, {
        dataFile: process.env.INQUIRY_DATA_FILE ?? e2eInquiryDataFile,
        allowedOrigins: [site.origin],
        // The suite submits far more than a visitor would; the limit itself has its own tests.
        rateLimit: { max: 10_000, timeWindowMs: 60_000 },
      });
    },
  })
    .then(async () => {
      await ensureLive(hosting, (line) => console.log(line));
      console.log('Pages rendered: the site is ready');
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
