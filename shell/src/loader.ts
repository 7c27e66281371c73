import { holdInputUntilHydrated } from '@radix/site-kit/islands/hold-input';
import { watchFormsBeforeHydration } from './runtime/forms-before-hydration';
import { startScriptsAfterPaint } from './runtime/start-after-paint';

/**
 * The loader of a server-rendered page, the first script of its head. It has three jobs: it starts
 * the page's scripts after the first paint; while the page is parsed and until a form is hydrated,
 * it keeps each form's submit button disabled while the form is invalid, as it is once hydrated;
 * and until a control is hydrated, it holds what the visitor does to it and replays it into its
 * island once hydrated (`@radix/site-kit/islands`, README.md there).
 */
startScriptsAfterPaint(document.currentScript as HTMLScriptElement | null);
watchFormsBeforeHydration();
holdInputUntilHydrated();
