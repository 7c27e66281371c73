import type { ShellServerEntry } from '@radix/site-kit/renderer';

/** The renderer's entry: an async boundary, so that federation has set up shared React before the app's modules run. */
export const renderer = import('./render').then((module) => module.renderer) satisfies ShellServerEntry['renderer'];
