import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatBucketAddress, localBucketCredentials, parseBucketAddress } from '../bucket-address';
import { BucketStore } from '../bucket-store';
import { deploy } from '../../commands/deploy';
import { deployCurrentBuilds } from '../../commands/first-start';
import { storeFromEnv } from '../open-store';
import { LeaseLost, StoreLocked, type SiteStore } from '../store';
import { allBuilds, fakeBuild, fakeContext, snapshotStore, useStore } from '../../__tests__/fixtures';

/** A renewal schedule the test runs by hand: `renew()` starts every renewal that is due. */
function byHand() {
  const renewals = new Set<() => void>();
  return {
    schedule: (_ms: number, renew: () => void) => {
      renewals.add(renew);
      return () => renewals.delete(renew);
    },
    renew: () => renewals.forEach((renew) => renew()),
  };
}

/** A loopback proxy in front of the local R2 that can be made to deny every request, as a bucket that revoked a key would. */
async function deniable(target: string) {
  const upstream = new URL(target);
  let denying = false;
  const server = http.createServer((request, response) => {
    if (denying) {
      request.resume();
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}${upstream.pathname}`,
    deny: (on: boolean) => (denying = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const minutes = (count: number) => count * 60_000;
/** Every object a release command writes, with its content: releases, site releases, pointers and history. */
const everything = async (store: SiteStore) => ({
  releases: await snapshotStore(store, 'releases'),
  sites: await snapshotStore(store, 'sites'),
  history: await store.history(),
  pointers: [await store.readText('live'), await store.readText('preview')],
});

describe('a bucket store on a local R2', () => {
  const current = useStore('bucket');

  it('lets a runner that died go: once its lease has run out, the next command takes the lock over', async () => {
    const { other } = current();
    await other({ ttlMs: 0, renewEveryMs: 60_000 }).lock();
    const release = await other().lock();
    await expect(other().lock()).rejects.toBeInstanceOf(StoreLocked);
    await release();
    await (
      await other().lock()
    )();
  });

  it('keeps its lease while the command runs, and lets go of it at the end by a conditional write', async () => {
    const { other } = current();
    const release = await other({ ttlMs: 60_000, renewEveryMs: 60_000 }).lock();
    const refused = await other()
      .lock()
      .catch((error: Error) => error);
    expect(refused).toBeInstanceOf(StoreLocked);
    expect((refused as Error).message).toMatch(
      /its lease ends at \d{4}-\d\d-\d\dT.* "npm run unlock" ends it at once\)$/,
    );
    await release();
    expect(JSON.parse((await current().store.readText('release.lock')) ?? '{}')).toMatchObject({
      ttlMs: 0,
      ended: 'let go',
    });
    await (
      await other().lock()
    )();
  });

  it("judges a lease by the store's clock: two runners whose clocks are 10 minutes apart agree whether it has run out", async () => {
    const { other } = current();
    const behind = (ttlMs = minutes(5)) =>
      other({ ttlMs, renewEveryMs: minutes(1), clock: () => Date.now() - minutes(10) });
    const ahead = (ttlMs = minutes(5)) =>
      other({ ttlMs, renewEveryMs: minutes(1), clock: () => Date.now() + minutes(10) });

    const releaseBehind = await behind().lock();
    await expect(ahead().lock()).rejects.toBeInstanceOf(StoreLocked);
    await releaseBehind();
    const releaseAhead = await ahead().lock();
    await expect(behind().lock()).rejects.toBeInstanceOf(StoreLocked);
    await releaseAhead();

    // Runners that died holding leases that have run out: the other takes each over at once.
    await ahead(0).lock();
    const releaseTaken = await behind().lock();
    await expect(ahead().lock()).rejects.toBeInstanceOf(StoreLocked);
    await releaseTaken();
    await behind(0).lock();
    await (
      await ahead().lock()
    )();
  });

  it('stops a command whose renewal failed before its next write, in one line, writing nothing', async () => {
    const { store, other } = current();
    const proxy = await deniable((store as BucketStore).bucket.endpoint);
    try {
      const hand = byHand();
      const runner = new BucketStore(
        { ...(store as BucketStore).bucket, endpoint: proxy.endpoint },
        { ttlMs: minutes(5), renewEveryMs: minutes(1), schedule: hand.schedule },
      );
      const release = await runner.lock();
      const before = await everything(store);
      proxy.deny(true);
      hand.renew();
      await expect(runner.setPointer('live', 'site-000000000001')).rejects.toBeInstanceOf(LeaseLost);
      proxy.deny(false);
      const refused = await runner.appendHistory('{}').catch((error: Error) => error);
      expect((refused as Error).message).toMatch(
        /^this command no longer holds http:\/\/127\.0\.0\.1:\d+\/cdn-cgi\/local\/r2\/s3\/site: a renewal of its lease failed \(.*\); it stopped before its next write \(run it again\)$/,
      );
      expect(await everything(store)).toEqual(before);
      // Its release still ends the lease, on the condition that it is its own.
      await release();
      await (
        await other().lock()
      )();
    } finally {
      await proxy.close();
    }
  });

  it('fences a slow deploy: its lease runs out while it renders, another runner takes over, and it writes nothing more', async () => {
    const { store, other, origins } = current();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-deploy-'));
    try {
      const builds = allBuilds(dir);
      await deployCurrentBuilds(
        { ...fakeContext(current(), { renders: [], browserRuns: [] }), skipBrowserCheck: true },
        (name) => builds[name],
      );
      const slow = other({ ttlMs: 0, renewEveryMs: minutes(1), schedule: byHand().schedule });
      const context = fakeContext({ store: slow, origins }, { renders: [], browserRuns: [] });
      let duringRender: Awaited<ReturnType<typeof everything>> | undefined;
      let releaseTaker: (() => Promise<void>) | undefined;
      const render = context.checks?.render;
      context.checks = {
        browser: context.checks!.browser,
        render: async (job) => {
          const rendered = await render!(job);
          releaseTaker = await other().lock();
          duringRender = await everything(store);
          return rendered;
        },
      };
      const release = await slow.lock();
      const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'slow' })).catch(
        (error: Error) => error,
      );
      expect(refused).toBeInstanceOf(LeaseLost);
      expect((refused as Error).message).toMatch(
        /^this command no longer holds .*: .* took its lease over; it stopped before its next write \(run it again\)$/,
      );
      expect(await everything(store)).toEqual(duringRender);
      await release();
      await expect(other().lock()).rejects.toBeInstanceOf(StoreLocked);
      await releaseTaker?.();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('ends the lease of a runner that died at once for "npm run unlock", which names it; a command still running then stops', async () => {
    const { store, other } = current();
    await expect(other().takeOver()).rejects.toThrow(/^no release command holds .*: there is nothing to end$/);
    const dead = other();
    await dead.lock();
    const { ended, letGo } = await other().takeOver();
    expect(ended).toMatch(/ process \d+ \([0-9a-f]{8}\)$/);
    await letGo();
    await (
      await other().lock()
    )();
    await expect(dead.putFile('gate.json', '{}')).rejects.toThrow(
      /^this command no longer holds .*: .* ended its lease;/,
    );
    expect(await store.readText('gate.json')).toBeUndefined();
    await expect(other().takeOver()).rejects.toThrow(
      /no release command holds .* \(the last lease, of .*, ended at .*\): there is nothing to end$/,
    );
  });

  it('is named by SITE_STORE, and the release commands read where its site is served from the bucket', async () => {
    const { store } = current();
    const address = formatBucketAddress((store as BucketStore).bucket);
    expect(address).not.toContain(localBucketCredentials.secretAccessKey);
    expect(parseBucketAddress(address, {})).toEqual((store as BucketStore).bucket);
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
  it("takes credentials from the address, or else from the environment, or else the local R2's own on loopback", () => {
    expect(parseBucketAddress('s3+https://account.r2.cloudflarestorage.com/radix-site', {})).toEqual({
      endpoint: 'https://account.r2.cloudflarestorage.com',
      bucket: 'radix-site',
      credentials: undefined,
    });
    expect(parseBucketAddress('s3+http://k%2F1:s@127.0.0.1:8080/cdn-cgi/local/r2/s3/site').credentials).toEqual({
      accessKeyId: 'k/1',
      secretAccessKey: 's',
    });
    const local = 's3+http://127.0.0.1:8080/cdn-cgi/local/r2/s3/site';
    expect(parseBucketAddress(local, {}).credentials).toEqual(localBucketCredentials);
    expect(parseBucketAddress(local, { AWS_ACCESS_KEY_ID: 'k' }).credentials).toBeUndefined();
  });

  it('names an address it refuses without its credentials', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG';
    for (const value of [
      `s3+https://key:${secret.replace('/', '')}@account.r2.cloudflarestorage.com`,
      `s3+https://key:${secret}@account.r2.cloudflarestorage.com`,
      `s3+https://key:${secret}@`,
      `s3+https://key@${secret}@host/bucket`,
      `s3:https://key:${secret}@host/bucket`,
    ]) {
      const refused = (() => {
        try {
          return parseBucketAddress(value, {});
        } catch (error) {
          return error as Error;
        }
      })();
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).not.toMatch(/wJalr|K7MDENG|key/);
    }
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
