import { antiForgeryToken, xsrfHeaderName } from '../runtime-config';
import { readAnswer, type Answer } from './answer';
import type { OutboxRequest } from './request';

/** How long a send may take before it counts as unanswered (kept, and sent again later). */
const sendTimeoutMs = 15_000;

/**
 * One send of a submission, with a fresh anti-forgery token and `keepalive` (it leaves even if the
 * tab closes meanwhile): what the inquiry API's answer means for it.
 */
export async function deliver(request: OutboxRequest): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), sendTimeoutMs);
  try {
    const headers = { ...request.headers };
    if (request.antiForgeryBase) {
      const token = await antiForgeryToken(new URL(request.antiForgeryBase), controller.signal);
      if (token) headers[xsrfHeaderName] = token;
    }
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body,
      signal: controller.signal,
      keepalive: true,
    });
    return await readAnswer(response);
  } catch {
    return { outcome: 'retry' };
  } finally {
    clearTimeout(timer);
  }
}
