import { PNG } from 'pngjs';
import { company } from '@radix/site-kit/company';
import { specRoutesOf } from '@radix/site-kit/route-table';
import { shareCardFile, shareCardSize, siteCardFile } from '@radix/site-kit/share-card';
import { brandColours, drawShareCard, partCards } from '../share-cards';

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** How many pixels of the picture are exactly the colour. */
function pixelsOf(png: PNG, hex: string): number {
  const [r, g, b] = rgb(hex);
  let count = 0;
  for (let at = 0; at < png.data.length; at += 4)
    if (png.data[at] === r && png.data[at + 1] === g && png.data[at + 2] === b) count += 1;
  return count;
}

describe('a share card', () => {
  const text = { title: 'Timesheet management software', tagline: company.tagline };
  let card: Buffer;
  beforeAll(async () => {
    card = await drawShareCard(text);
  });

  it('is a 1200 x 630 PNG small enough for every crawler (under 60 KB)', () => {
    const png = PNG.sync.read(card);
    expect([png.width, png.height]).toEqual([shareCardSize.width, shareCardSize.height]);
    expect(card.length).toBeLessThan(60 * 1024);
  });

  it("is drawn in the brand's colours: its dark blue ground, its blue, the accent", () => {
    const png = PNG.sync.read(card);
    const colours = brandColours();
    expect(pixelsOf(png, colours.primaryDark)).toBeGreaterThan((png.width * png.height) / 2);
    expect(pixelsOf(png, colours.primary)).toBeGreaterThan(1000);
    expect(pixelsOf(png, colours.accent)).toBeGreaterThan(500);
  });

  it("is the page's own: another title draws another card, the same title the same bytes", async () => {
    expect((await drawShareCard(text)).equals(card)).toBe(true);
    expect((await drawShareCard({ ...text, title: 'Leave management software' })).equals(card)).toBe(false);
  });
});

describe('the cards a part draws', () => {
  it("are the shell's site card and one per route it declares, each titled by its route", () => {
    const routes = specRoutesOf('shell');
    const cards = partCards(routes, true);
    expect(cards[0]).toEqual({ file: siteCardFile, text: { title: company.tagline } });
    expect(cards.slice(1)).toEqual(
      routes.routes.map((route) => ({
        file: shareCardFile(route.key),
        text: { title: route.title, tagline: company.tagline },
      })),
    );
  });

  it("are a remote's own routes' alone, each in a file of its own", () => {
    const routes = specRoutesOf('services');
    const files = partCards(routes, false).map((card) => card.file);
    expect(files).toEqual(routes.routes.map((route) => shareCardFile(route.key)));
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(siteCardFile);
  });
});

describe('the brand colours', () => {
  it('come from the token file, and a token file without one says which', () => {
    expect(
      brandColours(
        '$brand-primary: #1746a2;\n$brand-primary-dark: #0f2e6e;\n$brand-accent: #ff7a00;\n$brand-footer-text: #cbd5e1;',
      ),
    ).toEqual({
      primary: '#1746a2',
      primaryDark: '#0f2e6e',
      accent: '#ff7a00',
      light: '#cbd5e1',
    });
    expect(() => brandColours('$brand-primary: #1746a2;')).toThrow(
      'the brand tokens have no colour $brand-primary-dark',
    );
  });
});
