import path from 'node:path';
import { ciPlan, partsDiffering } from '../changed-parts';
import { parseEvent, workflowRunEventSchema } from '../github-events';
import { actionsCiRun } from '../../../harness/github-payloads';

const root = path.resolve(__dirname, '..', '..', '..');

describe('the parts a change differs in', () => {
  it("is each package's own part, in deploy order", () => {
    expect(partsDiffering(root, ['mfe-services/src/a.ts', 'shell/src/b.tsx', 'mfe-services/README.md'])).toEqual([
      'shell',
      'services',
    ]);
  });

  it('is every part for the libraries their package.json files depend on, the dependencies and the root TypeScript options', () => {
    for (const file of [
      'libs/site-kit/src/routes.ts',
      'libs/tooling/jest.preset.js',
      'package-lock.json',
      'package.json',
      'tsconfig.base.json',
    ])
      expect(partsDiffering(root, [file])).toEqual(['shell', 'products', 'services', 'forms', 'legal']);
  });

  it('is none for documents, tests, the platform, the edge, the release model and a look-alike folder', () => {
    expect(
      partsDiffering(root, [
        'README.md',
        'e2e/edge.spec.ts',
        'edge/src/worker.ts',
        'libs/release-model/src/layout.ts',
        'platform/src/release/plan/gate.ts',
        'mfe-services-old/x.ts',
      ]),
    ).toEqual([]);
  });
});

describe("a pull request's CI", () => {
  it("runs a one-line copy change's package job alone", () => {
    expect(ciPlan(root, ['mfe-legal/src/content/terms.ts'])).toEqual({ packages: ['mfe-legal'], parts: ['legal'] });
  });

  it('runs the release model, the edge and the platform after a change to the release model', () => {
    expect(ciPlan(root, ['libs/release-model/src/layout.ts'])).toEqual({
      packages: ['libs/release-model', 'edge', 'platform'],
      parts: [],
    });
  });

  it('runs every tested package job when the platform or the lockfile changes', () => {
    for (const file of ['platform/src/release/plan/gate.ts', 'package-lock.json'])
      expect(ciPlan(root, [file]).packages).toEqual([
        'libs/site-kit',
        'libs/tooling',
        'libs/release-model',
        'edge',
        'platform',
        'shell',
        'mfe-products',
        'mfe-services',
        'mfe-forms',
        'mfe-legal',
        'admin',
      ]);
  });
});

describe('the events, parsed as Actions delivers them', () => {
  it("takes CI's run on a push, which names the branch and the commit it ran on", () => {
    expect(parseEvent(workflowRunEventSchema, JSON.stringify(actionsCiRun('b'.repeat(40))), 'event')).toEqual(
      expect.objectContaining({
        workflow_run: expect.objectContaining({
          name: 'CI',
          event: 'push',
          head_branch: 'main',
          head_sha: 'b'.repeat(40),
        }),
      }),
    );
  });

  it('refuses an event that is not what GitHub sends, naming the field', () => {
    const event = actionsCiRun('main');
    expect(() => parseEvent(workflowRunEventSchema, JSON.stringify(event), 'workflow_run event')).toThrow(
      'the workflow_run event is not what GitHub sends: workflow_run.head_sha: a full commit id is expected',
    );
  });
});
