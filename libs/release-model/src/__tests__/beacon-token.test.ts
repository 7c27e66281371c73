import {
  beaconCookie,
  beaconTokenMs,
  beaconTokensOf,
  signBeaconToken,
  verifyBeaconToken,
} from '../vitals/beacon-token';

const secret = 'the edge secret';
const at = Date.parse('2026-11-28T10:00:00.000Z');
const served = { site: 'site-aaaaaaaaaaaa', arm: 'canary' as const, at };

describe("a page view's beacon token", () => {
  test('signed by the edge, it gives back what it served, with a nonce of its own per page view', async () => {
    const token = await signBeaconToken(served, secret);
    const claims = await verifyBeaconToken(token, secret, at + 1000);
    expect(claims).toMatchObject(served);
    const other = await verifyBeaconToken(await signBeaconToken(served, secret), secret, at);
    expect(typeof other === 'object' && typeof claims === 'object' && other.nonce !== claims.nonce).toBe(true);
  });

  test('another secret, another site release or arm written into it, or no token shape: invalid', async () => {
    const token = await signBeaconToken(served, secret, 'a'.repeat(24));
    expect(await verifyBeaconToken(token, 'another site', at)).toBe('invalid');
    expect(await verifyBeaconToken(token.replace('site-aaaaaaaaaaaa', 'site-bbbbbbbbbbbb'), secret, at)).toBe(
      'invalid',
    );
    expect(await verifyBeaconToken(token.replace('.canary.', '.stable.'), secret, at)).toBe('invalid');
    expect(await verifyBeaconToken('100000 errors', secret, at)).toBe('invalid');
  });

  test(`older than ${beaconTokenMs / 60_000} min, or from the future: expired`, async () => {
    const token = await signBeaconToken(served, secret);
    expect(await verifyBeaconToken(token, secret, at + beaconTokenMs)).toMatchObject(served);
    expect(await verifyBeaconToken(token, secret, at + beaconTokenMs + 1)).toBe('expired');
    expect(await verifyBeaconToken(token, secret, at - 60_001)).toBe('expired');
  });
});

describe("a page view's beacon cookie", () => {
  test('goes back to the beacon path alone, unreadable by scripts, never cross-site; Secure over https', async () => {
    const token = await signBeaconToken(served, secret, `b${'0'.repeat(23)}`);
    expect(beaconCookie(token, '/_vitals', true)).toBe(
      `site_beacon_3=${token}; Path=/_vitals; Max-Age=3600; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(beaconCookie(token, '/_vitals', false)).not.toMatch(/Secure/);
  });

  test("a request's tokens, oldest first, whatever else its cookies hold", async () => {
    const older = await signBeaconToken({ ...served, at: at - 5000 }, secret);
    const newer = await signBeaconToken(served, secret);
    expect(beaconTokensOf(`site_arm=canary; site_beacon_1=${newer}; site_beacon_6=${older}`)).toEqual([older, newer]);
    expect(beaconTokensOf(null)).toEqual([]);
  });
});
