import { armCookieName } from '@radix/site-kit/vitals/beacon';
import { bucketCookieName, canaryIdOf, canaryPolicy, type LiveTarget } from '@radix/release-model';
import { cookieOf } from '../access';
import { withAppended } from '../responses';

export type Arm = 'stable' | 'canary';

/**
 * The cookie that decides a visitor's arm: the canary's site release and the visitor's bucket in
 * it, `<site id>.<0 to 9999>`, drawn once per canary. The visitor is in the canary while the
 * bucket is under its weight (in hundredths of a percent), so raising the share moves exactly the
 * stable visitors of the buckets it adds, and nobody back; a bucket of another canary joins no
 * new one (it is drawn again). It is a bucket, not an identifier: one of 10,000 values, kept only
 * for one canary. `site_arm` says the arm it gives, for the page's sampling and the beacons.
 */
const buckets = 10_000;

export interface ArmChoice {
  site: string;
  /** Set while a canary runs. */
  arm?: Arm;
  /** The `Set-Cookie`s the answer carries: a bucket just drawn, an arm that changed, or the clearing of those no canary needs. */
  cookies?: string[];
}

/** A uniform draw in [0, 100) from the platform's cryptographic random source. */
const percentDraw = () => ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32) * 100;

/** The visitor's bucket in this canary, if the cookie holds one of it. */
function bucketIn(held: string | undefined, canarySite: string): number | undefined {
  const match = /^(site-[0-9a-f]+)\.(\d{1,4})$/.exec(held ?? '');
  return match && match[1] === canarySite ? Number(match[2]) : undefined;
}

export function chooseArm(
  request: Request,
  target: LiveTarget,
  draw: () => number = percentDraw,
  maxAgeSeconds = canaryPolicy.armCookieSeconds,
): ArmChoice {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  const heldArm = cookieOf(request, armCookieName);
  const heldBucket = cookieOf(request, bucketCookieName);
  const { canary } = target;
  if (!canary) {
    const cleared = [armCookieName, bucketCookieName]
      .filter((name) => cookieOf(request, name) !== undefined)
      .map((name) => cookie(name, '', 0));
    return cleared.length ? { site: target.stable, cookies: cleared } : { site: target.stable };
  }
  // Its id, not its site release: a deploy of another part recomposes the arms, and keeps them.
  const kept = bucketIn(heldBucket, canaryIdOf(canary));
  const bucket = kept ?? Math.min(buckets - 1, Math.floor((draw() * buckets) / 100));
  const arm: Arm = bucket < (canary.weight * buckets) / 100 ? 'canary' : 'stable';
  const cookies = [
    ...(kept === undefined ? [cookie(bucketCookieName, `${canaryIdOf(canary)}.${bucket}`, maxAgeSeconds)] : []),
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
