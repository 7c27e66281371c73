import fs from 'node:fs';
import path from 'node:path';
import { ciPlan } from '../../ci/changed-parts';
import { portOffsets, remoteNames, remotePackage } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/ports';
import { devServers } from '../dev-servers';

const root = path.resolve(__dirname, '..', '..', '..');
interface PackageJson {
  workspaces?: string[];
  scripts?: Record<string, string>;
}
const readPackage = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson;
const rootPackage = readPackage('.');
const workspaces = rootPackage.workspaces ?? [];
const scriptsOf = (workspace: string) => readPackage(workspace).scripts ?? {};
/** The packages a `-w` list of a root script names. */
const workspacesIn = (script: string) =>
  [...(rootPackage.scripts?.[script] ?? '').matchAll(/-w (\S+)/g)].map((m) => m[1]);

describe('the table of remotes', () => {
  const withSixth = [...remoteNames, 'fifth', 'sixth'];

  it('gives a fifth and a sixth remote ports of their own, and moves the preview and the API past them', () => {
    const { remotes, next } = portOffsets(withSixth);
    const offsets = withSixth.map((name) => remotes[name]);
    expect(new Set([...offsets, next, 0]).size).toBe(withSixth.length + 2);
    expect(remotes.sixth).toBe(6);
    expect(next).toBe(7);
  });

  it('gives a sixth remote a development server of its own package', () => {
    const servers = devServers(withSixth);
    expect(servers.find((server) => server.name === 'sixth')?.command).toBe('npm start -w mfe-sixth');
    expect(servers.map((server) => server.name)).toEqual(['api', 'editor', 'decap', ...withSixth, 'shell']);
  });

  it('gives every development server and the local API a port of its own today', () => {
    const ports = Object.values(devPorts);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('matches the workspaces: a package mfe-<name> for each remote, and a remote for each such package', () => {
    const packages = workspaces.filter((workspace) => workspace.startsWith('mfe-'));
    expect(packages.sort()).toEqual(remoteNames.map((name) => remotePackage(name)).sort());
  });

  it('reaches every package: built, unit-tested and given a job of its own by the hosted CI', () => {
    const workflow = fs.readFileSync(path.join(root, '.github', 'workflows', 'ci.yml'), 'utf8');
    expect(workflow).toContain('package: ${{ fromJSON(needs.changes.outputs.packages) }}');
    // The matrix of a push to main, or of a change to the lockfile: every package's job.
    const { packages: matrix } = ciPlan(root, ['package-lock.json']);
    for (const workspace of workspaces) {
      const scripts = scriptsOf(workspace);
      if (scripts.build)
        expect({ workspace, build: workspacesIn('build') }).toEqual({
          workspace,
          build: expect.arrayContaining([workspace]),
        });
      if (scripts.test) {
        expect({ workspace, unit: workspacesIn('test:unit') }).toEqual({
          workspace,
          unit: expect.arrayContaining([workspace]),
        });
        expect({ workspace, matrix }).toEqual({ workspace, matrix: expect.arrayContaining([workspace]) });
      }
    }
  });
});
