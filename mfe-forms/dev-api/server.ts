import Fastify from 'fastify';
import { devPorts } from '@radix/tooling/ports';
import { defaultDataFile, mountInquiryApi } from './app';

/**
 * The local inquiry API on its own (`npm start` runs it; the shell's dev server proxies /api here).
 * A development aid only: deployments configure the real API's address in runtime-config.json.
 */
async function main() {
  const port = Number(process.env.PORT ?? devPorts.api);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataFile = process.env.INQUIRY_DATA_FILE ?? defaultDataFile;
  const allowedOrigins = (
    process.env.ALLOWED_ORIGINS ??
    [devPorts.shell, devPorts.forms].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(',')
  ).split(',');

  const app = Fastify({ logger: { level: 'info' } });
  await mountInquiryApi(app, { dataFile, allowedOrigins });
  await app.listen({ host, port });
  console.log(`Local inquiry API on http://${host}:${port}/api/, storing to ${dataFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
