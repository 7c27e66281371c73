import { request, type APIRequestContext } from '@playwright/test';
import { armCookieName } from '@radix/site-kit/vitals/beacon';

export type Arm = 'stable' | 'canary';

/** The headers of a browser's navigation to a page: what the edge counts as a page view. */
export const navigationHeaders = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-dest': 'document' };

/**
 * A client the edge drew into `arm` while a canary runs, having loaded the page at `url` (so it holds
 * that page view's beacon token and its signed draw). The edge alone draws a visitor's number, so
 * new visitors load the page until one is given the arm: at the canary's weight w, `visitors` in a
 * row all miss it with the chance (1 - w)^visitors (at 5%, 100 visitors miss once in 170).
 */
export async function clientInArm(url: string, arm: Arm, visitors = 200): Promise<APIRequestContext> {
  for (let tried = 0; tried < visitors; tried += 1) {
    const client = await request.newContext();
    const answer = await client.get(url, { headers: navigationHeaders });
    if (answer.status() !== 200) throw new Error(`${url} answered ${answer.status()}`);
    const { cookies } = await client.storageState();
    if (cookies.find((cookie) => cookie.name === armCookieName)?.value === arm) return client;
    await client.dispose();
  }
  throw new Error(`none of ${visitors} new visitors of ${url} was drawn into the ${arm} arm`);
}
