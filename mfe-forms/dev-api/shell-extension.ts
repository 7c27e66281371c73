import type { FastifyInstance } from 'fastify';
import { defaultDataFile, mountInquiryApi } from './app';

/**
 * The local inquiry API on the shell's origin of the production server (`npm run serve`), where
 * runtime-config.json's "/api/" points. The server loads this module compiled (`dist-api/`).
 */
export async function extendShell(app: FastifyInstance, site: { origin: string }): Promise<void> {
  await mountInquiryApi(app, {
    dataFile: process.env.INQUIRY_DATA_FILE ?? defaultDataFile,
    allowedOrigins: [site.origin],
  });
}
