import { CommentNode, HTMLElement, parse } from 'node-html-parser';
import { renderedWithId, siteReleaseMeta } from '@radix/site-kit/renderer';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { RenderError } from './render-error';

export { siteReleaseMeta };

/** The elements React hoists out of a page: they belong in the document's head. */
const headElements: ReadonlySet<string> = new Set(['link', 'meta', 'title']);

/**
 * React writes a page's head elements (title, meta, canonical, image preloads) first: they go into
 * the head. The markup is cut where the parsed tree's first other node starts, so neither part is
 * written again.
 */
export function splitHead(markup: string): { head: string; body: string } {
  const page = parse(markup, { comment: true });
  const first = page.childNodes.find(
    (node) => !(node instanceof HTMLElement && headElements.has(node.rawTagName.toLowerCase())),
  );
  const end = first ? first.range[0] : markup.length;
  return { head: markup.slice(0, end), body: markup.slice(end) };
}

export interface PageParts {
  /** The shell's `index.html`. */
  template: string;
  /** URL of the shell's loader of rendered pages, which starts the scripts after the first paint. */
  loader: string;
  markup: string;
  /** Open Graph properties the page's own markup cannot know (its share card, beside its part's release). */
  openGraph: readonly (readonly [property: string, content: string])[];
  jsonLd: string[];
  styles: string[];
  scripts: string[];
  /** The manifests of the page's remotes, fetched with the HTML instead of after the shell has started. */
  manifests: string[];
  config: RuntimeConfigFile;
  /** The site release the page belongs to: a request that names it is answered from that site release at the edge. */
  siteRelease?: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The one element of the template that `selector` names: a template without it, or with two, is refused. */
function theOne(document: HTMLElement, selector: string, what: string): HTMLElement {
  const found = [...document.querySelectorAll(selector)];
  const [element] = found;
  if (found.length !== 1 || !element) {
    throw new RenderError(
      `the shell's index.html has ${found.length} ${what} (${selector}) where the renderer expects one`,
    );
  }
  return element;
}

/** Marks where text is put in after serialising, so the page's own markup is never parsed and written anew. */
const slot = (name: string) => `radix-slot:${name}`;

function fillSlot(html: string, name: string, content: string): string {
  const marker = `<!--${slot(name)}-->`;
  const at = html.indexOf(marker);
  if (at < 0 || html.indexOf(marker, at + 1) >= 0) throw new RenderError(`the composed page lost its ${name} slot`);
  return html.slice(0, at) + content + html.slice(at + marker.length);
}

/**
 * The published page: the shell's index.html with the page's own head (title, description,
 * canonical, Open Graph with its share card, structured data), its remotes' style sheets, the configuration it was
 * rendered with (the browser hydrates against the same remotes), and the markup in `#root`. Its
 * scripts (the shell's and the remotes') are started by the loader once the page has painted,
 * instead of competing with the style sheets for the first paint. The loader itself comes first in
 * the head and runs before the body is parsed (it is small and fetched alongside the style sheets,
 * which hold the first paint anyway): no tap on the painted page can come before it listens. Each part of the template it
 * replaces must be there exactly once: a changed template fails the render, naming the part.
 */
export function composePage({
  template,
  loader,
  markup,
  openGraph,
  jsonLd,
  styles,
  scripts,
  manifests,
  config,
  siteRelease,
}: PageParts): string {
  const document = parse(template, { comment: true });
  const head = theOne(document, 'head', 'head');
  const root = theOne(document, '#root', 'root element');
  if (root.childNodes.length) throw new RenderError("the shell's index.html has content in #root already");
  const main = theOne(document, 'script[src][defer]', 'main script');
  const mainSrc = main.getAttribute('src') ?? '';
  main.remove();
  theOne(document, 'head > title', 'title').remove();
  theOne(document, 'head > meta[name="description"]', 'description').remove();
  document.querySelectorAll('head > script[type="application/ld+json"]').forEach((element) => element.remove());
  // The page names its configuration itself: the browser does not fetch runtime-config.json.
  document.querySelectorAll('link[rel="preload"][href="/runtime-config.json"]').forEach((link) => link.remove());
  const shellScripts = [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => {
    link.remove();
    return link.getAttribute('href') ?? '';
  });
  // The shell's own style sheet applies before any script runs (its script finds it and adds no copy).
  document.querySelectorAll('link[rel="preload"][as="style"]').forEach((link) => {
    link.setAttribute('rel', 'stylesheet');
    link.removeAttribute('as');
  });
  const charset = theOne(document, 'head > meta[charset]', 'character set');
  head.childNodes.splice(head.childNodes.indexOf(charset) + 1, 0, new CommentNode(slot('loader'), head));
  head.appendChild(new CommentNode(slot('head'), head));
  root.appendChild(new CommentNode(slot('root'), root));

  const page = splitHead(markup);
  const renderedWith = JSON.stringify(config).replace(/</g, '\\u003c');
  const preload = [...shellScripts, ...scripts].join(' ');
  const extra = [
    page.head,
    ...openGraph.map(
      ([property, content]) => `<meta property="${escapeAttribute(property)}" content="${escapeAttribute(content)}">`,
    ),
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...manifests.map(
      (href) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`,
    ),
    ...jsonLd.map((data) => `<script type="application/ld+json">${data}</script>`),
    `<script type="application/json" id="${renderedWithId}">${renderedWith}</script>`,
    ...(siteRelease ? [`<meta name="${siteReleaseMeta}" content="${escapeAttribute(siteRelease)}">`] : []),
  ].join('');
  const loaderScript = `<script src="${escapeAttribute(loader)}" data-main="${escapeAttribute(mainSrc)}" data-preload="${escapeAttribute(preload)}"></script>`;
  const filled = fillSlot(fillSlot(document.toString(), 'head', extra), 'root', page.body);
  return fillSlot(filled, 'loader', loaderScript);
}
