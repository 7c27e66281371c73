import path from 'node:path';
import { measureServedBuild } from './served-build';

/**
 * Screenshots of the production build, for looking at what was built:
 *   npm run screenshot -- /aboutus /web-hosting --widths=375,1280 --out=/tmp/shots [--full] [--port=8280]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const paths = args.filter((arg) => !arg.startsWith('--'));
const widths = option('widths', '375,1280').split(',').map(Number);
const out = path.resolve(option('out', 'test-results/screenshots'));
const fullPage = args.includes('--full');

measureServedBuild(Number(option('port', '8280')), async (origin, browser) => {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of paths.length ? paths : ['/']) {
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const file = path.join(out, `${route.replace(/\W+/g, '_') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    }
    await page.close();
  }
});
