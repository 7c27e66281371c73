import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { composePage, splitHead, type PageParts } from '../compose-page';
import { publish } from '../publish';
import { incompleteMarkers } from '../render-pages';

const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Radix Softech</title>' +
  '<meta name=description content="Generic."><link rel=preload href=/runtime-config.json as=fetch crossorigin=anonymous>' +
  '<link rel=preload href=/616.ef70fe1c.css as=style><script defer src=/main.1a2b3c4d.js></script>' +
  '<link rel=preload href=/470.73d345ef.js as=script>' +
  '<script type=application/ld+json>{"@type":"Organization"}</script></head><body><div id=root></div></body></html>';

const markup =
  '<link rel="preload" as="image" href="http://r/assets/a.svg"/><title>Leave | Radix Softech</title>' +
  '<meta name="description" content="Leave software."/><link rel="canonical" href="https://site/leave"/>' +
  '<header>Header</header><main><h1>Leave</h1></main>';

describe('splitHead', () => {
  it('takes the head elements React writes first, and leaves the page', () => {
    const { head, body } = splitHead(markup);
    expect(head).toContain('<title>Leave | Radix Softech</title>');
    expect(head).toContain('<link rel="canonical" href="https://site/leave"/>');
    expect(body).toBe('<header>Header</header><main><h1>Leave</h1></main>');
  });

  it('stops at the first node of the page, even where a head element comes later in it', () => {
    const page = '<title>T</title><!--$--><main><meta itemprop="name" content="x"/><h1>A</h1></main><!--/$-->';
    expect(splitHead(page)).toEqual({
      head: '<title>T</title>',
      body: '<!--$--><main><meta itemprop="name" content="x"/><h1>A</h1></main><!--/$-->',
    });
  });
});

const parts: PageParts = {
  template,
  loader: '/after-paint.0f1e2d3c.js',
  markup,
  openGraph: [
    ['og:image', 'http://r/r1/share/leave.png'],
    ['og:image:alt', 'Leave "plus" | Radix Softech'],
  ],
  jsonLd: ['{"@type":"BreadcrumbList"}'],
  styles: ['http://r/page.css'],
  scripts: ['http://r/page.js'],
  manifests: ['http://r/r1/mf-manifest.json'],
  config: {
    apiBaseUrl: '/api/',
    remotes: { products: 'http://r/mf-manifest.json' } as never,
    routes: { routes: [], redirects: [] },
  },
};

describe('composePage', () => {
  const page = composePage(parts);
  const head = page.slice(0, page.indexOf('</head>'));

  it("replaces the template's generic head with the page's own", () => {
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Leave | Radix Softech</title>');
    expect(head).not.toContain('Generic.');
    expect(head).not.toContain('Organization');
    expect(head).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');
  });

  it("names the page's share card in its head, its text escaped", () => {
    expect(head).toContain('<meta property="og:image" content="http://r/r1/share/leave.png">');
    expect(head).toContain('<meta property="og:image:alt" content="Leave &quot;plus&quot; | Radix Softech">');
  });

  it('links every style sheet, so the page is styled before scripts run', () => {
    expect(head).toContain('<link rel="stylesheet" href="/616.ef70fe1c.css">');
    expect(head).toContain('<link rel="stylesheet" href="http://r/page.css">');
  });

  it("leaves every script, the shell's and the remotes', to the loader, which starts them after the first paint", () => {
    expect(page).not.toMatch(/<script defer src=\/main|rel=("?)preload\1[^>]*\.js[" >]/);
    expect(head).toContain(
      '<script src="/after-paint.0f1e2d3c.js" data-main="/main.1a2b3c4d.js" data-preload="/470.73d345ef.js http://r/page.js"></script>',
    );
  });

  it('runs the loader first, before any style sheet or the body, so that it holds input from the first paint', () => {
    expect(head).toMatch(/^<!doctype html><html lang=en><head><meta charset=utf-8><script src="\/after-paint\./);
  });

  it("preloads its remotes' manifests with the HTML", () => {
    expect(head).toContain(
      '<link rel="preload" href="http://r/r1/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
  });

  it('names the configuration it was rendered with, instead of preloading runtime-config.json', () => {
    expect(head).not.toContain('runtime-config.json');
    expect(head).toContain('<script type="application/json" id="rendered-with">{"apiBaseUrl":"/api/"');
  });

  it('puts the page into #root', () => {
    expect(page).toContain('<div id=root><header>Header</header><main><h1>Leave</h1></main></div>');
  });

  it("keeps the page's markup as React wrote it, and the rest of the template", () => {
    const reactMarkup = '<main><!--$--><p>A &amp; B<br/>C</p><!--/$--></main>';
    const composed = composePage({ ...parts, markup: reactMarkup });
    expect(composed).toContain(`<div id=root>${reactMarkup}</div>`);
    expect(composed).toMatch(/^<!doctype html><html lang=en><head><meta charset=utf-8>/);
  });
});

describe('composePage with a template that changed', () => {
  const cases: [string, string, RegExp][] = [
    ['no main script', template.replace('<script defer src=/main.1a2b3c4d.js></script>', ''), /0 main script/],
    ['two main scripts', template.replace('</head>', '<script defer src=/other.js></script></head>'), /2 main script/],
    ['no #root', template.replace('<div id=root></div>', '<div id=app></div>'), /0 root element/],
    ['content in #root', template.replace('<div id=root></div>', '<div id=root>Loading</div>'), /content in #root/],
    ['no title', template.replace('<title>Radix Softech</title>', ''), /0 title/],
    ['no description', template.replace(/<meta name=description[^>]*>/, ''), /0 description/],
    ['no character set', template.replace('<meta charset=utf-8>', ''), /0 character set/],
  ];
  it.each(cases)('refuses a template with %s, naming what is missing', (_what, changed, message) => {
    expect(() => composePage({ ...parts, template: changed })).toThrow(message);
  });
});

describe('incompleteMarkers', () => {
  it('finds fallbacks and loading or failed slots, and nothing in a whole page', () => {
    expect(incompleteMarkers('<main><h1>Whole</h1></main>')).toEqual([]);
    expect(incompleteMarkers('<!--$!--><p>x</p><!--/$-->')).toEqual(['a Suspense boundary that failed on the server']);
    expect(incompleteMarkers('<div class="remote-slot remote-slot--loading">')).toEqual([
      'a remote slot still loading',
    ]);
  });
});

describe('publish', () => {
  it('swaps the pages folder to a complete new set and removes the old one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
    try {
      const pages = path.join(dir, 'pages');
      publish(pages, [{ file: 'index.html', html: 'one' }]);
      const first = readlinkSync(pages);
      publish(pages, [{ file: 'index.html', html: 'two' }]);
      expect(readlinkSync(pages)).not.toBe(first);
      expect(readFileSync(path.join(pages, 'index.html'), 'utf8')).toBe('two');
      expect(readdirSync(dir).sort()).toEqual(['pages', readlinkSync(pages)].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('publishes gzip and brotli copies of each page beside it, saying the same', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
    try {
      const pages = path.join(dir, 'pages');
      const html = '<!doctype html><h1>Leave</h1>'.repeat(50);
      publish(pages, [{ file: 'leave.html', html }]);
      expect(readdirSync(pages).sort()).toEqual(['leave.html', 'leave.html.br', 'leave.html.gz']);
      expect(gunzipSync(readFileSync(path.join(pages, 'leave.html.gz'))).toString()).toBe(html);
      expect(brotliDecompressSync(readFileSync(path.join(pages, 'leave.html.br'))).toString()).toBe(html);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
