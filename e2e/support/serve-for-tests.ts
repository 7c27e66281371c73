import { serveSite } from '../../scripts/serve-lib';

const port = Number(process.env.PORT ?? 8180);

serveSite({ host: '127.0.0.1', port }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
