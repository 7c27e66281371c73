import { showStartupFailure } from './startup-failure';
import { yieldToMain } from './runtime/yield-to-main';

/**
 * The federation runtime starts with this script; React DOM, the largest module, and then the
 * shell's own start each run in a task of their own.
 */
async function boot(): Promise<void> {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await import('./bootstrap');
}

boot().catch(showStartupFailure);
