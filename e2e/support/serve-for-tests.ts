import { mountInquiryApi } from '../../mfe-forms/dev-api/app';
import { serveSite } from '@radix/platform';
import { e2ePagesDir } from './pages-dir';
import { e2eInquiryDataFile } from './forms-data';

const port = Number(process.env.PORT ?? 8180);

serveSite({
  host: '127.0.0.1',
  port,
  pages: { dir: e2ePagesDir, renderEveryMs: 2000 },
  extendShell: (app) =>
    mountInquiryApi(app, {
      dataFile: process.env.INQUIRY_DATA_FILE ?? e2eInquiryDataFile,
      allowedOrigins: [`http://127.0.0.1:${port}`],
      // The suite submits far more than a visitor would; the limit itself has its own tests.
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    }),
})
  .then(async ({ pagesReady }) => {
    if (!(await pagesReady)) throw new Error('The pages could not be rendered');
    console.log('Pages rendered: the site is ready');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
