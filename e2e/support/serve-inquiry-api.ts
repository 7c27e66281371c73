import Fastify from 'fastify';
import { apiDownSwitch } from '../../harness/inquiry-api-down';
import { extendShell } from '../../mfe-forms/dev-api/shell-extension';
import { e2eInquiryDataFile } from './forms-data';

/**
 * The local inquiry API, with the Turnstile stand-in beside it, in a process of its own for an edge
 * the browser tests start with `API_ORIGIN`: what `npm run serve:edge` mounts from its extension,
 * for the pages of `SITE_ORIGIN`, with the switch that takes it down for one test's calls. Stores
 * where the browser tests read (`e2eInquiryDataFile`) and prints its `API_ORIGIN`.
 */
async function main(): Promise<void> {
  const origin = process.env.SITE_ORIGIN;
  if (!origin) throw new Error('SITE_ORIGIN must name the site whose pages call this API');
  const app = Fastify({ logger: false });
  apiDownSwitch(app);
  process.env.INQUIRY_DATA_FILE ??= e2eInquiryDataFile;
  await extendShell(app, { origin });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the inquiry API listens on no port');
  console.log(`API_ORIGIN=http://127.0.0.1:${address.port}`);
  const stop = () => void app.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
