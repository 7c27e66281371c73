/** Development ports of every deployable and of the local inquiry API: the one place they are written. */
export const devPorts = {
  shell: 3000,
  products: 3001,
  services: 3002,
  forms: 3003,
  legal: 3004,
  api: 3005,
} as const;

/** The development servers' proxy of `/api` to the local inquiry API, so pages post to their own origin. */
export const apiDevProxy = { context: ['/api'], target: `http://127.0.0.1:${devPorts.api}` };
