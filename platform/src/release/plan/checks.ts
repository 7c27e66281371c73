import { renderInProcess } from '../../render/render-process';
import { checkInBrowser } from './browser-check';

/** How a candidate is rendered and opened in a browser: a fresh Node process and Chromium. */
export const defaultChecks = { render: renderInProcess, browser: checkInBrowser };

export type GateChecks = typeof defaultChecks;
