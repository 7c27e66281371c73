import { defaultLeaseTtlMs, leaseEndsAt, leaseIsOver, parseLease } from '../lease';

const writtenAt = Date.parse('2026-11-28T10:00:00Z');
const held = { holder: 'runner-a process 12', ttlMs: 60_000 };

describe('a release command lease', () => {
  it('is held until its time after its last write has passed, by the store clock', () => {
    expect(leaseIsOver(held, writtenAt, writtenAt + 59_000)).toBe(false);
    expect(leaseIsOver(held, writtenAt, writtenAt + 60_000)).toBe(true);
    expect(new Date(leaseEndsAt(held, writtenAt)).toISOString()).toBe('2026-11-28T10:01:00.000Z');
  });

  it('is over at once when let go, and held while the store clock cannot be read', () => {
    expect(leaseIsOver({ ...held, ttlMs: 0, ended: 'let go' }, writtenAt, writtenAt)).toBe(true);
    expect(leaseIsOver(held, writtenAt, Number.NaN)).toBe(false);
  });

  it('reads one it cannot parse as held by another version for the default time', () => {
    expect(parseLease('12345', 'release.lock')).toEqual({
      holder: 'a command of another version',
      ttlMs: defaultLeaseTtlMs,
    });
    expect(parseLease(JSON.stringify(held), 'release.lock')).toEqual(held);
  });
});
