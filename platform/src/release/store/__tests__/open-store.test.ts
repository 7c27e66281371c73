import { onThisMachine } from '../bucket-address';
import { storeFromEnv } from '../open-store';
import { ReleaseRefusal } from '../store';

const secret = 'wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY';
const key = 'AKIAIOSFODNN7EXAMPLE';

/** SITE_STORE values a deployer may get wrong, each holding credentials. */
const malformed = [
  `https://${key}:${secret}@account.r2.cloudflarestorage.com/site`,
  `s3://${key}:${secret}@account.r2.cloudflarestorage.com/site`,
  `S3+HTTPS://${key}:${secret}@account.r2.cloudflarestorage.com/site`,
  `s3+http://${key}:${secret}@127.0.0.1:9000/site`,
  `${key}:${secret}@account.r2.cloudflarestorage.com/site`,
  `s3+https://${key}:${secret}@account.r2.cloudflarestorage.com`,
  `s3+https://${key}:${secret}@account.r2.cloudflarestorage.com/site@x`,
  `s3+https://${key}:${secret}@[not-a-host/site`,
  `ftp://${key}:${secret}@example.com/site`,
];

describe('SITE_STORE', () => {
  test.each(malformed)(
    '%#: a malformed value with credentials is refused in one line that does not echo them',
    async (value) => {
      const refusal = await storeFromEnv({ SITE_STORE: value }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ReleaseRefusal);
      const message = (refusal as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).not.toContain(secret);
      expect(message).not.toContain(key);
      expect(message).not.toContain(encodeURIComponent(secret));
    },
  );

  test('a folder is still a folder', async () => {
    const opened = await storeFromEnv({ SITE_STORE: '/tmp/radix-site-root' });
    expect(opened.store.address).toContain('/tmp/radix-site-root');
  });
});

describe('a store on this machine', () => {
  it('is a folder or a bucket behind a loopback endpoint; any other bucket is elsewhere', () => {
    expect(onThisMachine('/srv/site')).toBe(true);
    expect(onThisMachine('s3+http://127.0.0.1:8787/cdn-cgi/local/r2/s3/site')).toBe(true);
    expect(onThisMachine('s3+http://localhost:8787/site')).toBe(true);
    expect(onThisMachine('s3+https://0123456789abcdef.r2.cloudflarestorage.com/site')).toBe(false);
    expect(onThisMachine('s3+https://127.0.0.1.example.com/site')).toBe(false);
  });
});
