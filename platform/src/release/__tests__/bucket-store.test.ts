import { BucketStore, formatBucketAddress, parseBucketAddress } from '../bucket-store';
import { storeFromEnv } from '../open-store';
import { StoreLocked } from '../store';
import { useStore } from './fixtures';

describe('a bucket store on a local R2', () => {
  const current = useStore('bucket');

  it('lets a runner that died go: once its lease has run out, the next command takes the lock over', async () => {
    const { other } = current();
    await other({ ttlMs: 0, renewEveryMs: 60_000 }).lock();
    const unlock = await other().lock();
    await expect(other().lock()).rejects.toBeInstanceOf(StoreLocked);
    await unlock();
    await (
      await other().lock()
    )();
  });

  it('keeps its lease while the command runs, and lets go of it at the end', async () => {
    const { other } = current();
    const unlock = await other({ ttlMs: 60_000, renewEveryMs: 60_000 }).lock();
    const refused = await other()
      .lock()
      .catch((error: Error) => error);
    expect(refused).toBeInstanceOf(StoreLocked);
    expect((refused as Error).message).toMatch(/its lease ends at \d{4}-\d\d-\d\dT/);
    await unlock();
    expect(await current().store.readText('release.lock')).toBeUndefined();
  });

  it('is named by SITE_STORE, and the release commands read where its site is served from the bucket', async () => {
    const { store } = current();
    const address = formatBucketAddress((store as BucketStore).bucket);
    expect(parseBucketAddress(address)).toEqual((store as BucketStore).bucket);
    await expect(storeFromEnv({ SITE_STORE: address })).rejects.toThrow(
      /has no origins\.json: "npm run serve:edge" writes it/,
    );
    await store.putFile(
      'origins.json',
      JSON.stringify({ siteOrigin: 'https://www.example.com', previewOrigin: 'https://preview.example.com' }),
    );
    const opened = await storeFromEnv({ SITE_STORE: address });
    expect(opened.origins.remoteBase('legal')).toBe('https://www.example.com/releases/legal/');
    expect(opened.origins.previewOrigin).toBe('https://preview.example.com');
    expect(opened.local).toBeUndefined();
  });
});

describe('SITE_STORE', () => {
  it('takes credentials from the address, or else from the environment', () => {
    expect(parseBucketAddress('s3+https://account.r2.cloudflarestorage.com/radix-site')).toEqual({
      endpoint: 'https://account.r2.cloudflarestorage.com',
      bucket: 'radix-site',
      credentials: undefined,
    });
    expect(parseBucketAddress('s3+http://k%2F1:s@127.0.0.1:8080/cdn-cgi/local/r2/s3/site').credentials).toEqual({
      accessKeyId: 'k/1',
      secretAccessKey: 's',
    });
  });

  it('refuses an address with no bucket, and a bucket that does not answer, in one line', async () => {
    expect(() => parseBucketAddress('s3+https://account.r2.cloudflarestorage.com')).toThrow(/names no bucket/);
    await expect(storeFromEnv({ SITE_STORE: 's3+http://k:s@127.0.0.1:9/s3/site' })).rejects.toThrow(
      /^the store at http:\/\/127\.0\.0\.1:9\/s3\/site does not answer \(ECONNREFUSED\): is the edge running\?/,
    );
  });

  it('is the site root folder when unset or a path', async () => {
    const opened = await storeFromEnv({ SITE_STORE: '/tmp/radix-site-root-test', PORT: '9480' });
    expect(opened.store.address).toBe('/tmp/radix-site-root-test');
    expect(opened.local?.port).toBe(9480);
  });
});
