import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { runScript } from '../harness/processes';
import { testPort } from '../harness/ports';

/**
 * The release commands as an operator types them and as a CI log keeps what they print: a command
 * line they do not take is refused before anything is touched, and no line they print names the
 * store's credentials.
 */
const untouchedStore = () => path.join(os.tmpdir(), `never-touched-${randomUUID()}`);
const usage = (line: string) => new RegExp(`; usage: npm run ${line.replace(/[[\]|]/g, '\\$&')}$`);

test.describe('the release commands', () => {
  test.describe.configure({ timeout: 180_000 });

  test('refuse an option or an argument they do not take in one line that names what they take, before touching the store', async () => {
    const deployUsage = usage(
      'deploy -- <shell|products|services|forms|legal> ... [--from <folder>] [--builds <folder>] [--commit <sha>] [--preview <name>] [--canary-stages <stages>] [--deployment <statuses url>] [--canary] [--force] [--skip-browser-check]',
    );
    const refused: [string[], RegExp, RegExp][] = [
      [['deploy', '--', 'legal', '--fast'], /^unknown option --fast/, deployUsage],
      [['deploy', '--', 'legal', 'pr-7'], /^pr-7 is not one of shell, products, services, forms, legal/, deployUsage],
      [['deploy', '--', 'legal', 'shell', '--from', 'x'], /^--from names the build of one part/, deployUsage],
      [['deploy', '--', 'legal', '--commit', 'HEAD'], /^--commit takes a full commit id/, deployUsage],
      [['deploy', '--', 'legal', '--preview', 'PR/7'], /^"PR\/7" is not a preview name/, deployUsage],
      [['deploy', '--', 'legal', '--preview', 'preview'], /^"preview" is the unnamed preview/, deployUsage],
      [['deploy', '--', 'legal', '--from'], /^--from needs a value/, deployUsage],
      [
        ['deploy', '--', 'legal', '--deployment', 'https://api.github.com/repos/radix/site/deployments/42/statuses'],
        /^--deployment needs --canary/,
        deployUsage,
      ],
      [
        ['deploy', '--', 'legal', '--canary', '--deployment', 'pr-7'],
        /^--deployment takes a Deployment's statuses_url/,
        deployUsage,
      ],
      [['deploy', '--', 'legl'], /^legl is not one of shell, products, services, forms, legal/, deployUsage],
      [
        ['promote', '--', 'legal'],
        /^<release id> is missing/,
        usage('promote -- [<shell|products|services|forms|legal>] [<release id>] [--force] [--skip-browser-check]'),
      ],
      [
        ['promote', '--', '--preview', 'pr-7'],
        /^a named preview never goes live: it is a pull request's build; merge the pull request/,
        usage('promote -- [<shell|products|services|forms|legal>] [<release id>] [--force] [--skip-browser-check]'),
      ],
      [['previews', '--', '--close'], /^--close needs a value/, usage('previews -- [--close <name>] [--prune]')],
      [
        ['rollback', '--', 'legal', 'a', 'b'],
        /^a and b: a release id names the release of one part alone/,
        usage('rollback -- <shell|products|services|forms|legal> [<part or release id> ...] [--skip-browser-check]'),
      ],
      [
        ['releases', '--', '--prune=yes'],
        /^--prune takes no value/,
        usage('releases -- [<shell|products|services|forms|legal>] [--prune]'),
      ],
      [['unlock', '--', 'now'], /^surplus argument now/, usage('unlock')],
      [['prerender', '--', '--jobs={}'], /^unknown option --jobs/, usage('prerender -- [--job <JSON>]')],
    ];
    const runs = await Promise.all(
      refused.map(async ([args, problem, takes]) => {
        const store = untouchedStore();
        return { args, problem, takes, store, ...(await runScript(args, { SITE_STORE: store })) };
      }),
    );
    for (const { args, problem, takes, store, code, output } of runs) {
      const printed = output.trim();
      expect(printed, args.join(' ')).toMatch(problem);
      expect(printed, args.join(' ')).toMatch(takes);
      expect(printed.split('\n'), args.join(' ')).toHaveLength(1);
      expect(code, args.join(' ')).toBe(2);
      expect(fs.existsSync(store), args.join(' ')).toBe(false);
    }
  });

  test('never print the credentials of a malformed or unreachable SITE_STORE', async () => {
    const secret = `radix-e2e-secret-${randomUUID()}`;
    const closed = testPort(8439);
    const addresses = [
      `s3+http://AKIAEXAMPLE:${secret}@127.0.0.1:${closed}/cdn-cgi/local/r2/s3/site`,
      `s3+http://AKIAEXAMPLE:${secret}@localhost:${closed}/site`,
      `s3+https://AKIAEXAMPLE:${secret}@account.r2.cloudflarestorage.com`,
      `s3+https://AKIAEXAMPLE:${secret}@@account.r2.cloudflarestorage.com/site`,
      `s3+https://AKIAEXAMPLE@${secret}@account/site`,
      `s3+https://AKIAEXAMPLE:${secret}@[account/site`,
    ];
    const commands = [
      ['deploy', '--', 'legal', '--skip-browser-check'],
      ['promote', '--', 'legal', 'legal-000000000000'],
      ['rollback', '--', 'legal'],
      ['releases'],
      ['releases', '--', '--prune'],
      ['unlock'],
    ];
    // Every command with an unreachable address; deploy and unlock with each malformed one.
    const runs = [
      ...commands.map((args) => [args, addresses[0] ?? ''] as const),
      ...addresses
        .slice(1)
        .flatMap((address) => [commands[0] ?? [], ['unlock']].map((args) => [args, address] as const)),
    ];
    const printed = await Promise.all(
      runs.map(async ([args, address]) => ({
        seen: `${args.join(' ')} with ${address.replace(secret, '<secret>')}`,
        ...(await runScript(args, { SITE_STORE: address })),
      })),
    );
    for (const { seen, code, output } of printed) {
      expect(code, seen).toBe(1);
      expect(output.trim(), seen).toMatch(/SITE_STORE|does not answer/);
      for (const line of output.split('\n')) expect(line, seen).not.toContain(secret.slice(-12));
    }
  });
});
