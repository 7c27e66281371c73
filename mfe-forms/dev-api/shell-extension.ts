import type { FastifyInstance } from 'fastify';
import { defaultDataFile, mountInquiryApi } from './app';

/**
 * The local inquiry API on the shell's origin of the production server (`npm run serve`), where
 * runtime-config.json's "/api/" points, with the Turnstile stand-in beside it, behind the servers'
 * bot check. The server loads this module compiled (`dist-api/`).
 */
export async function extendShell(app: FastifyInstance, site: { origin: string }): Promise<void> {
  await mountInquiryApi(app, {
    dataFile: process.env.INQUIRY_DATA_FILE ?? defaultDataFile,
    allowedOrigins: [site.origin],
    // The servers' bot check in front limits each client network; behind the edge every visitor is
    // one client of this API, so its own limit per address would refuse people for each other.
    rateLimit: { max: 600, timeWindowMs: 60_000 },
  });
}
