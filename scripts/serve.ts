import { serveSite } from './serve-lib';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);

serveSite({ host, port })
  .then(() => {
    console.log(`Site: http://${host}:${port}/ (remotes on ports ${port + 1} to ${port + 4})`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
