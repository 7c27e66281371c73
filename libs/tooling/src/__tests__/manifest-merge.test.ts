import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { nodeRemoteEntry } from '@radix/site-kit/build-outputs';
import { nameNodeEntry } from '@radix/tooling/webpack';

describe('nameNodeEntry', () => {
  it("names the Node entry in the web manifest, keeps the rest, and rewrites the manifest's compressed copies", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-merge-'));
    try {
      const web = {
        id: 'legal',
        metaData: {
          name: 'legal',
          publicPath: 'auto',
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        },
        shared: [{ name: 'react' }],
        exposes: [
          { name: 'TermsPage', assets: { js: { sync: ['a.js'], async: [] }, css: { sync: ['a.css'], async: [] } } },
        ],
      };
      const file = path.join(dist, 'mf-manifest.json');
      fs.writeFileSync(file, JSON.stringify(web));
      fs.writeFileSync(`${file}.gz`, gzipSync(JSON.stringify(web)));
      fs.writeFileSync(`${file}.br`, 'a stale copy');

      nameNodeEntry(dist);

      const merged = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof web & {
        metaData: { ssrRemoteEntry: { name: string; type: string } };
      };
      expect(merged.metaData.ssrRemoteEntry).toEqual({ name: nodeRemoteEntry, path: '', type: 'commonjs-module' });
      expect(merged.metaData.remoteEntry).toEqual(web.metaData.remoteEntry);
      expect(merged.exposes).toEqual(web.exposes);
      expect(merged.shared).toEqual(web.shared);
      const text = fs.readFileSync(file, 'utf8');
      expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(text);
      expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(text);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
