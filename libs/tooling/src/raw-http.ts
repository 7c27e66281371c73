import net from 'node:net';

/** An HTTP answer as it came over the wire; header names lower-cased, repeated headers joined. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(text: string): RawResponse {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/**
 * Sends one request exactly as given (any Host, any HTTP version, no Accept-Encoding unless named),
 * which HTTP client libraries do not allow, and reads the answer until the server closes the connection.
 */
export function rawRequest(
  origin: string,
  { method = 'GET', path = '/', version = '1.1', headers = {} as Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port, host } = new URL(origin);
  const lines = Object.entries({ Host: host, Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${method} ${path} HTTP/${version}\r\n${lines.join('\r\n')}\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('utf8'))));
  });
}
