import { armCookieName } from '@radix/site-kit/vitals/beacon';
import { canaryPolicy, type LiveTarget } from '@radix/release-model';
import { cookieOf } from '../access';

export type Arm = 'stable' | 'canary';

export interface ArmChoice {
  site: string;
  /** Set while a canary runs. */
  arm?: Arm;
  /** The `Set-Cookie` the answer carries: the arm just drawn, or the clearing of one no canary needs. */
  cookie?: string;
}

/** A uniform draw in [0, 100) from the platform's cryptographic random source. */
const percentDraw = () => ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32) * 100;

export function chooseArm(
  request: Request,
  target: LiveTarget,
  draw: () => number = percentDraw,
  maxAgeSeconds = canaryPolicy.armCookieSeconds,
): ArmChoice {
  const held = cookieOf(request, armCookieName);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const { canary } = target;
  if (!canary) {
    return held === undefined
      ? { site: target.stable }
      : { site: target.stable, cookie: `${armCookieName}=; Path=/; Max-Age=0; SameSite=Lax${secure}` };
  }
  const kept = held === 'stable' || held === 'canary' ? held : undefined;
  const arm: Arm = kept ?? (draw() < canary.weight ? 'canary' : 'stable');
  return {
    site: arm === 'canary' ? canary.site : target.stable,
    arm,
    ...(kept ? {} : { cookie: `${armCookieName}=${arm}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}` }),
  };
}

/**
 * An answer with the arm's cookie and, while a canary runs, `Vary: Cookie`: a shared cache must not
 * give one arm's page to the other's visitors.
 */
export function withArm(response: Response, choice: ArmChoice | undefined): Response {
  const added: [string, string][] = [
    ...(choice?.arm ? [['Vary', 'Cookie'] as [string, string]] : []),
    ...(choice?.cookie ? [['Set-Cookie', choice.cookie] as [string, string]] : []),
  ];
  if (!added.length) return response;
  const add = (answer: Response) => {
    for (const [name, value] of added) answer.headers.append(name, value);
    return answer;
  };
  try {
    return add(response);
  } catch {
    // An answer whose headers cannot be changed (the Cache API's): a copy's can, its body sent as it is.
    const init = { status: response.status, statusText: response.statusText, headers: response.headers };
    return add(new Response(response.body, { ...init, encodeBody: 'manual' } as ResponseInit));
  }
}
