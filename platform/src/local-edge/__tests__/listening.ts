import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Post {
  path: string;
  authorization?: string;
  body: unknown;
}

/**
 * An HTTP server on loopback that records the JSON posted to it and answers 200, as a chat tool's
 * incoming webhook and GitHub's REST API answer: where the worker in workerd posts its notices.
 */
export function listening() {
  const posts: Post[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  return {
    posts,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    origin: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}
