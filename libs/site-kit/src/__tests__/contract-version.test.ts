import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contractDigest, isReleaseInfo } from '../contract-version';

describe('the contract version', () => {
  it('was decided on for the contract as it is: a change of contracts.ts bumps it or records its digest', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', 'contracts.ts'));
    const digest = createHash('sha256').update(source).digest('hex').slice(0, 16);
    expect({
      digest,
      hint: 'contracts.ts changed: bump contractVersion if the change breaks the shell or a remote',
    }).toEqual({ digest: contractDigest, hint: expect.any(String) });
  });
});

describe('isReleaseInfo', () => {
  it('accepts what the builds write and refuses what a deploy could not read', () => {
    expect(isReleaseInfo({ name: 'legal', contractVersion: 1 })).toBe(true);
    expect(isReleaseInfo({ name: 'legal', contractVersion: '1' })).toBe(false);
    expect(isReleaseInfo({ contractVersion: 1 })).toBe(false);
    expect(isReleaseInfo(null)).toBe(false);
  });
});
