import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReleaseRefusal } from '../../release/store/store';
import { fetchReachedAt, reachedAtFrom, reachedAtVariable, reachedUrl } from '../reached-at';

const env = (value?: string): NodeJS.ProcessEnv => (value === undefined ? {} : { [reachedAtVariable]: value });

describe('SITE_REACHED_AT', () => {
  it('maps each origin the pages name to the origin this machine reaches it at', () => {
    const map = reachedAtFrom(
      env(
        JSON.stringify({
          'https://www.radixsoftech.example': 'http://127.0.0.1:8080',
          'https://pr-7.radixsoftech-preview.example': 'http://pr-7.preview.localhost:8080',
        }),
      ),
    );
    expect(map && Object.fromEntries(map)).toEqual({
      'https://www.radixsoftech.example': 'http://127.0.0.1:8080',
      'https://pr-7.radixsoftech-preview.example': 'http://pr-7.preview.localhost:8080',
    });
  });

  it('is no map when unset, empty or an empty object', () => {
    expect(reachedAtFrom(env())).toBeUndefined();
    expect(reachedAtFrom(env(''))).toBeUndefined();
    expect(reachedAtFrom(env(' {} '))).toBeUndefined();
  });

  it.each([
    ['not JSON', '{https://www.radixsoftech.example: 1}', /is not JSON/],
    ['a list', '["https://www.radixsoftech.example"]', /is not a JSON object/],
    [
      'a key with a path',
      '{"https://www.radixsoftech.example/":"http://127.0.0.1:8080"}',
      /names "https:\/\/www\.radixsoftech\.example\/", which is not an origin/,
    ],
    [
      'a key without a scheme',
      '{"www.radixsoftech.example":"http://127.0.0.1:8080"}',
      /names "www\.radixsoftech\.example"/,
    ],
    [
      'a value with a path',
      '{"https://www.radixsoftech.example":"http://127.0.0.1:8080/site"}',
      /reaches https:\/\/www\.radixsoftech\.example at "http:\/\/127\.0\.0\.1:8080\/site", which is not an origin/,
    ],
    ['a value of another scheme', '{"https://www.radixsoftech.example":"ftp://127.0.0.1:8080"}', /reaches .* at "ftp:/],
    ['a value that is no string', '{"https://www.radixsoftech.example":8080}', /at 8080, which is not an origin/],
  ])('refuses %s in one line naming the variable and what it expects', (_, value, problem) => {
    const refusal = (() => {
      try {
        reachedAtFrom(env(value));
      } catch (error) {
        return error as Error;
      }
    })();
    expect(refusal).toBeInstanceOf(ReleaseRefusal);
    expect(refusal?.message).toMatch(/^SITE_REACHED_AT /);
    expect(refusal?.message).toMatch(problem);
    expect(refusal?.message).toContain('expected a JSON object from each origin the pages name');
    expect(refusal?.message).not.toContain('\n');
  });
});

describe('reachedUrl', () => {
  const map = new Map([['https://www.radixsoftech.example', 'http://127.0.0.1:8080']]);

  it("moves a mapped origin's URL to the origin it is reached at, keeping path, query and hash", () => {
    expect(reachedUrl(map, 'https://www.radixsoftech.example/releases/legal/1/x.js?dpl=2#top')).toBe(
      'http://127.0.0.1:8080/releases/legal/1/x.js?dpl=2#top',
    );
    expect(reachedUrl(map, 'https://www.radixsoftech.example')).toBe('http://127.0.0.1:8080/');
  });

  it('leaves any other URL as it is', () => {
    expect(reachedUrl(map, 'http://www.radixsoftech.example/a')).toBe('http://www.radixsoftech.example/a');
    expect(reachedUrl(map, 'https://www.radixsoftech.example:8443/a')).toBe('https://www.radixsoftech.example:8443/a');
    expect(reachedUrl(undefined, 'https://www.radixsoftech.example/a')).toBe('https://www.radixsoftech.example/a');
  });
});

describe("the render process's fetch with SITE_REACHED_AT", () => {
  const original = globalThis.fetch;
  const heard: { url?: string; host?: string; method?: string; asked?: string | string[]; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { host, 'x-asked': asked } = request.headers;
      heard.push({ url: request.url, host, method: request.method, asked, body });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('reached');
    });
  });
  let reached: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    reached = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    globalThis.fetch = original;
    heard.splice(0);
  });

  it('reaches a named origin at the mapped one, with the same method, headers and body', async () => {
    fetchReachedAt(new Map([['http://www.radixsoftech.test', reached]]));
    const response = await fetch('http://www.radixsoftech.test/releases/x?q=1', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Asked': 'yes' },
      body: 'the body',
    });
    expect(await response.text()).toBe('reached');
    expect(heard).toEqual([
      { url: '/releases/x?q=1', host: new URL(reached).host, method: 'POST', asked: 'yes', body: 'the body' },
    ]);
  });
});
