import { specRouteTable } from '@radix/site-kit/route-table';
import runtimeConfig from '../../config/runtime-config.json';
import { provideRouteTable } from '../runtime/route-table';

/** The shell's configuration as a site release serves it: with the route table its parts compose. */
const served = { ...runtimeConfig, routes: specRouteTable() };

beforeEach(() => {
  provideRouteTable(served.routes);
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => served,
  })) as unknown as typeof fetch;
});
