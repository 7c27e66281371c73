import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { Compiler } from 'webpack';
import { company } from '@radix/site-kit/company';
import type { PartRoutes } from '@radix/site-kit/route-table';
import { shareCardFile, shareCardSize, siteCardFile } from '@radix/site-kit/share-card';

/** The brand's colours, read from the one token file the site's styles are generated from. */
export function brandColours(scss = fs.readFileSync(require.resolve('@radix/site-kit/styles/_tokens.scss'), 'utf8')) {
  const token = (name: string): string => {
    const found = new RegExp(`^\\$brand-${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(scss)?.[1];
    if (!found) throw new Error(`the brand tokens have no colour $brand-${name}`);
    return found;
  };
  return {
    primary: token('primary'),
    primaryDark: token('primary-dark'),
    accent: token('accent'),
    light: token('footer-text'),
  };
}

/** Inter, the site's typeface, from its npm package: satori reads WOFF (not WOFF2) and static weights. */
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/inter')), 'files');
const font = (weight: 500 | 800) => ({
  name: 'Inter',
  data: fs.readFileSync(path.join(fontFiles, `inter-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
});

/** The company's mark, the shell's favicon, as the card's logo. */
const markFile = path.resolve(__dirname, '..', '..', '..', 'shell', 'public', 'favicon.svg');

export interface ShareCardText {
  /** The page's title, the card's headline. */
  title: string;
  /** The line under it; none on the site's own card, whose title is the tagline. */
  tagline?: string;
}

const inner = shareCardSize.width - 160;

function Card({
  title,
  tagline,
  colours,
  mark,
}: ShareCardText & { colours: ReturnType<typeof brandColours>; mark: string }) {
  const [brand, ...rest] = company.name.split(' ');
  return (
    <div
      style={{
        ...shareCardSize,
        display: 'flex',
        position: 'relative',
        backgroundColor: colours.primaryDark,
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -240,
          top: -300,
          width: 560,
          height: 560,
          borderRadius: 280,
          backgroundColor: colours.primary,
        }}
      />
      <div
        style={{
          display: 'flex',
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: 'space-between',
          margin: '64px 80px 56px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div style={{ display: 'flex', padding: 6, backgroundColor: '#ffffff', borderRadius: 18 }}>
            <img src={mark} width={64} height={64} alt={company.name} />
          </div>
          <div style={{ display: 'flex', marginLeft: 24, fontSize: 40, fontWeight: 800 }}>
            {brand}
            <span style={{ marginLeft: 10, fontWeight: 500, color: colours.light }}>{rest.join(' ')}</span>
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', width: inner }}>
          <div style={{ width: 96, height: 8, marginBottom: 32, borderRadius: 4, backgroundColor: colours.accent }} />
          <div
            style={{
              display: 'flex',
              width: inner,
              fontSize: title.length > 48 ? 56 : 68,
              fontWeight: 800,
              lineHeight: 1.12,
              letterSpacing: -1,
            }}
          >
            {title}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            width: inner,
            justifyContent: 'space-between',
            fontSize: 28,
            fontWeight: 500,
            color: colours.light,
          }}
        >
          <span>{tagline ?? ''}</span>
          <span>{new URL(company.url).host.replace(/^www\./, '')}</span>
        </div>
      </div>
    </div>
  );
}

/**
 * Draws a page's share card, 1200 x 630 PNG in the brand's colours, type and mark: satori lays the
 * card out and turns its text into paths with the font file (no system font is used, so a build
 * draws the same bytes on every machine), resvg rasterises it.
 */
export async function drawShareCard(text: ShareCardText): Promise<Buffer> {
  const mark = `data:image/svg+xml;base64,${fs.readFileSync(markFile).toString('base64')}`;
  const svg = await satori(<Card {...text} colours={brandColours()} mark={mark} />, {
    ...shareCardSize,
    fonts: [font(500), font(800)],
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

/** The cards a part's build draws: one per route it declares, and the site's own in the shell's. */
export function partCards(routes: PartRoutes, isHost: boolean): { file: string; text: ShareCardText }[] {
  return [
    ...(isHost ? [{ file: siteCardFile, text: { title: company.tagline } }] : []),
    ...routes.routes.map((route) => ({
      file: shareCardFile(route.key),
      text: { title: route.title, tagline: company.tagline },
    })),
  ];
}

/**
 * Draws the share cards of the part's own pages into its web build (`share/<route key>.png`, the
 * shell's `share.png` too): they deploy with the part, as files beside its scripts, never in a
 * bundle.
 */
export class ShareCardsPlugin {
  constructor(private readonly cards: readonly { file: string; text: ShareCardText }[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShareCardsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ShareCardsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const card of this.cards)
            compilation.emitAsset(card.file, new sources.RawSource(await drawShareCard(card.text)));
        },
      );
    });
  }
}
