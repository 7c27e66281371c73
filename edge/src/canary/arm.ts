import { armCookieName, canaryDraws as draws } from '@radix/site-kit/vitals/beacon';
import { drawCookieName, canaryPolicy, hex, hmacOf, type LiveTarget } from '@radix/release-model';
import { cookieOf } from '../access';
import { withAppended } from '../responses';

export type Arm = 'stable' | 'canary';

/**
 * The cookie that decides a visitor's arm: the canary's id and the visitor's draw in it, drawn by
 * the edge once per canary and signed by it, `<site id>.<0 to 9999>.<mac>` (an HMAC-SHA256 of the
 * two under the edge's `BEACON_SECRET`): a draw the edge did not sign, or signed for another
 * canary, is a fresh visitor's, drawn again, so no client picks its arm. The visitor is in the canary while the
 * draw is under its weight (in hundredths of a percent), so raising the share moves exactly the
 * stable visitors of the draws it adds, and nobody back; a draw of another canary joins no
 * new one (it is drawn again). It is a draw, not an identifier: one of `canaryDraws` values, kept only
 * for one canary. `site_arm` says the arm it gives, for the page's sampling and the beacons.
 */
export interface ArmChoice {
  site: string;
  /** Set while a canary runs. */
  arm?: Arm;
  /** The `Set-Cookie`s the answer carries: a draw just made, an arm that changed, or the clearing of those no canary needs. */
  cookies?: string[];
}

/** A uniform number in [0, 100) from the platform's cryptographic random source. */
const randomPercent = () => ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32) * 100;

/** The cookie's value of the draw `drawn` of the canary `canaryId`, signed with `secret`. */
export async function signedDraw(canaryId: string, drawn: number, secret: string): Promise<string> {
  const payload = `${canaryId}.${drawn}`;
  const mac = await hmacOf(payload, secret);
  return `${payload}.${hex(mac).slice(0, 32)}`;
}

/** The visitor's draw in this canary, if the cookie holds one the edge signed for it. */
async function drawIn(held: string | undefined, canaryId: string, secret: string): Promise<number | undefined> {
  const match = /^(site-[0-9a-f]+)\.(\d{1,4})\.[0-9a-f]{32}$/.exec(held ?? '');
  if (!match || match[1] !== canaryId) return undefined;
  const drawn = Number(match[2]);
  const expected = await signedDraw(canaryId, drawn, secret);
  // Compared in full whatever the first difference, so a forger learns nothing from the time taken.
  let difference = expected.length ^ (held ?? '').length;
  for (let index = 0; index < expected.length; index += 1)
    difference |= expected.charCodeAt(index) ^ (held ?? '').charCodeAt(index);
  return difference ? undefined : drawn;
}

/**
 * The key draws are signed with when the worker has no `BEACON_SECRET` (a local edge started
 * without one): made once per isolate, so a draw is kept on the isolate that made it. Without the
 * secret no page view is measured, so only a visitor's consistency is at stake, never the verdict.
 */
let isolateKey: string | undefined;
const secretOf = (secret: string | undefined) =>
  secret ?? (isolateKey ??= hex(crypto.getRandomValues(new Uint8Array(32)).buffer));

export async function chooseArm(
  request: Request,
  target: LiveTarget,
  beaconSecret: string | undefined,
  random: () => number = randomPercent,
  maxAgeSeconds = canaryPolicy.armCookieSeconds,
): Promise<ArmChoice> {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  const heldArm = cookieOf(request, armCookieName);
  const heldDraw = cookieOf(request, drawCookieName);
  const { canary } = target;
  if (!canary) {
    const cleared = [armCookieName, drawCookieName]
      .filter((name) => cookieOf(request, name) !== undefined)
      .map((name) => cookie(name, '', 0));
    return cleared.length ? { site: target.stable, cookies: cleared } : { site: target.stable };
  }
  // Its id, not its site release: a deploy of another part recomposes the arms, and keeps them.
  const secret = secretOf(beaconSecret);
  const drawnBefore = await drawIn(heldDraw, canary.id, secret);
  const drawn = drawnBefore ?? Math.min(draws - 1, Math.floor((random() * draws) / 100));
  const arm: Arm = drawn < (canary.weight * draws) / 100 ? 'canary' : 'stable';
  const cookies = [
    ...(drawnBefore === undefined
      ? [cookie(drawCookieName, await signedDraw(canary.id, drawn, secret), maxAgeSeconds)]
      : []),
    ...(heldArm === arm ? [] : [cookie(armCookieName, arm, maxAgeSeconds)]),
  ];
  return { site: arm === 'canary' ? canary.site : target.stable, arm, ...(cookies.length ? { cookies } : {}) };
}

/**
 * An answer with the arm's cookie and, while a canary runs, `Vary: Cookie`: a shared cache must not
 * give one arm's page to the other's visitors.
 */
export function withArm(response: Response, choice: ArmChoice | undefined): Response {
  return withAppended(response, [
    ...(choice?.arm ? [['Vary', 'Cookie'] as const] : []),
    ...(choice?.cookies ?? []).map((cookie) => ['Set-Cookie', cookie] as const),
  ]);
}
