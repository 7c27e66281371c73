import { partsTouched } from '../ci-deploy';

describe('the deployables a change touches', () => {
  it("is each package's own deployable, in deploy order", () => {
    expect(partsTouched(['mfe-services/src/a.ts', 'shell/src/b.tsx', 'mfe-services/README.md'])).toEqual([
      'shell',
      'services',
    ]);
  });

  it('is every deployable for the shared libraries and the dependencies', () => {
    for (const file of ['libs/site-kit/src/routes.ts', 'package-lock.json', 'package.json'])
      expect(partsTouched([file])).toEqual(['shell', 'products', 'services', 'forms', 'legal']);
  });

  it('is none for documents, tests, the platform and a look-alike folder', () => {
    expect(
      partsTouched([
        'README.md',
        'e2e/edge.spec.ts',
        'edge/src/worker.ts',
        'libs/release-model/src/layout.ts',
        'platform/src/release/gate.ts',
        'mfe-services-old/x.ts',
      ]),
    ).toEqual([]);
  });
});
