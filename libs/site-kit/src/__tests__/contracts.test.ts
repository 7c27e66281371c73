import fs from 'node:fs';
import path from 'node:path';
import { exposedFiles, exposesOf, remoteIds, remoteNames, remoteOf, remotePackage } from '../contracts';

const repository = path.resolve(__dirname, '..', '..', '..', '..');

describe('the exposed files', () => {
  it.each(remoteIds)('%s names a file its remote has', (id) => {
    expect(fs.existsSync(path.join(repository, remotePackage(remoteOf(id)), exposedFiles[id]))).toBe(true);
  });

  it('give each remote the exposes of its own modules, and every module belongs to one remote', () => {
    expect(exposesOf('forms')).toEqual({
      './GetInTouchForm': './src/exposes/get-in-touch-form.tsx',
      './ProductInquiryForm': './src/exposes/product-inquiry-form.tsx',
      './SubscribeForm': './src/exposes/subscribe-form.tsx',
    });
    const exposed = remoteNames.flatMap((name) => Object.keys(exposesOf(name)).map((key) => `${name}/${key.slice(2)}`));
    expect(exposed.sort()).toEqual([...remoteIds].sort());
  });
});
