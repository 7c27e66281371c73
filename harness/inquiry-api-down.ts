import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The switch that takes the local inquiry API down (in the test server, or in the API's own process
 * behind the local edge), behind the forms' bot check, for
 * the calls that carry one of the markers the file lists (a test's unique title or address): they
 * pass the check as any call does (and get its pass), then the API answers 503 without storing them.
 * Other tests' calls, sent meanwhile by another worker, never carry a marker.
 */
const downFile = path.resolve(__dirname, '../test-results/inquiry-api-down.json');

function markers(): string[] {
  try {
    return JSON.parse(fs.readFileSync(downFile, 'utf8')) as string[];
  } catch {
    return [];
  }
}

/** Takes the API down for the calls that carry `marker`, until `bringApiBack(marker)`. */
export function takeApiDown(marker: string): void {
  fs.mkdirSync(path.dirname(downFile), { recursive: true });
  fs.writeFileSync(downFile, JSON.stringify([...markers(), marker]));
}

export function bringApiBack(marker: string): void {
  fs.writeFileSync(downFile, JSON.stringify(markers().filter((one) => one !== marker)));
}

/** Installs the switch on the app the API is mounted on, after the bot check's own hooks if it has them. */
export function apiDownSwitch(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/Home/')) return;
    const call = `${decodeURIComponent(request.url)} ${JSON.stringify(request.body ?? '')}`;
    if (!markers().some((marker) => call.includes(marker))) return;
    return reply.code(503).type('application/json').send({ error: 'The inquiry API is down for this test.' });
  });
}
