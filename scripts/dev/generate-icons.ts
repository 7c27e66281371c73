import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Draws the PNG app icons from shell/public/favicon.svg with Chromium (run once after changing the
 * favicon, then commit the PNGs): node -r ts-node/register scripts/dev/generate-icons.ts
 */
const publicDir = path.resolve(__dirname, '..', '..', 'shell', 'public');
const icons = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'favicon-32.png', size: 32 },
];

async function main() {
  const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const { file, size } of icons) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
      await page.setContent(`<html><body style="margin:0">${sized}</body></html>`);
      await page.screenshot({ path: path.join(publicDir, file), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
