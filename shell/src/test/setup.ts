import runtimeConfig from '../../config/runtime-config.json';

beforeEach(() => {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => runtimeConfig,
  })) as unknown as typeof fetch;
});
