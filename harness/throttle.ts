import type { Page } from '@playwright/test';

/** Lighthouse's mobile throttling (its `mobileSlow4G` settings), which the audit measures under too. */
const lighthouseMobile = { cpuSlowdown: 4, rttMs: 150, downloadKbps: 1638.4, uploadKbps: 750 };

/**
 * Throttles the page's CPU and network as Lighthouse's mobile profile does; the CPU by `cpuSlowdown`
 * instead when given (a calibrated phone's, `scripts/measure/calibrate.ts`).
 */
export async function throttleAsMobile(page: Page, cpuSlowdown: number = lighthouseMobile.cpuSlowdown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: lighthouseMobile.rttMs,
    downloadThroughput: (lighthouseMobile.downloadKbps * 1024) / 8,
    uploadThroughput: (lighthouseMobile.uploadKbps * 1024) / 8,
  });
}
