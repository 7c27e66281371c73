import { defaultDataFile, mountInquiryApi } from '../mfe-forms/dev-api/app';
import { pagesDirFromEnv } from './pages';
import { serveSite } from './serve-lib';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);

serveSite({
  host,
  port,
  // Pages rendered at start and again within seconds of a remote's deploy.
  pages: { dir: pagesDirFromEnv(), renderEveryMs: Number(process.env.PAGES_CHECK_MS ?? 5000) },
  // The local inquiry API on the shell's origin, where runtime-config.json's "/api/" points.
  extendShell: (app) =>
    mountInquiryApi(app, {
      dataFile: process.env.INQUIRY_DATA_FILE ?? defaultDataFile,
      allowedOrigins: [`http://${host}:${port}`],
    }),
})
  .then(() => {
    console.log(
      `Site: http://${host}:${port}/ (remotes on ports ${port + 1} to ${port + 4}, local inquiry API under /api/)`,
    );
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
