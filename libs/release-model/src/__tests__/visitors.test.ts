import { ClientLimit } from '../vitals/client-limit';
import { createBeaconTaker } from '../vitals/beacons';
import { clientOf, VisitorKeys } from '../vitals/visitors';

const secret = 'the beacon secret';
const day = Date.parse('2026-12-07T10:00:00.000Z');
const request = (address: string, agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36') =>
  new Request('https://radix.example/_vitals', {
    method: 'POST',
    headers: { 'cf-connecting-ip': address, 'user-agent': agent, origin: 'https://radix.example' },
    body: '{}',
  });

describe("a canary's visitor", () => {
  test("is its address's network: another address of it and another user agent are the same visitor", async () => {
    const keys = new VisitorKeys();
    const visitor = async (address: string, agent?: string) =>
      (await keys.visitorOf(request(address, agent), secret, day)).visitor;
    const one = await visitor('2001:db8:85a3:1::1');
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(await visitor('2001:db8:85a3:1:ffff::9', 'curl/8.5.0')).toBe(one);
    // A /56 is one household's: its 256 /64s are one visitor.
    expect(await visitor('2001:db8:85a3:ff::7', 'another browser')).toBe(one);
    expect(await visitor('2001:db8:85a3:100::1')).not.toBe(one);
    expect(await visitor('203.0.113.7', 'one')).toBe(await visitor('203.0.113.200', 'two'));
    expect(await visitor('203.0.113.7')).not.toBe(await visitor('203.0.114.7'));
    // The next day the same client is another visitor; the address is never what is kept.
    expect((await keys.visitorOf(request('2001:db8:85a3:1::1'), secret, day + 86_400_000)).visitor).not.toBe(one);
    expect(one).not.toContain('2001');
  });

  test("the beacon limit is its network's: an address and a user agent of their own for each beacon still meet it", async () => {
    expect(clientOf(request('2001:db8:85a3:1::1'))).toBe(clientOf(request('2001:db8:85a3:1:abcd::2')));
    const take = createBeaconTaker({ limit: new ClientLimit(3, 60_000, 100, () => day) });
    const answers: number[] = [];
    for (let beacon = 0; beacon < 5; beacon += 1) {
      const answer = await take(
        request(`2001:db8:85a3:1::${beacon + 1}`, `browser ${beacon}`),
        undefined,
        async () => 'shell',
      );
      answers.push(answer.status);
    }
    // The first three are read (and refused as no beacon), the rest are past the client's limit.
    expect(answers).toEqual([400, 400, 400, 429, 429]);
    expect((await take(request('2001:db8:85a4::1'), undefined, async () => 'shell')).status).toBe(400);
  });
});
