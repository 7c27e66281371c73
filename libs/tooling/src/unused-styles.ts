import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { AcceptedPlugin } from 'postcss';

/** The repository, whose packages' sources name every class the site's markup uses. */
const repository = path.resolve(__dirname, '..', '..', '..');

/** The site's one Bootstrap build (`@radix/site-kit/styles/site.scss`): the only style sheet purged. */
const siteStyles = path.join('site-kit', 'src', 'styles', 'site.scss');

/**
 * Classes that no source names whole: set at run time by react-bootstrap (the carousel's
 * `carousel-item-next`, `active`, `fade`, `show`, the tabs' `nav-link`, `tab-pane`), by react-slick
 * (every `slick-*`), or visually hidden text.
 */
const setAtRunTime = [
  /^carousel/,
  /^slick/,
  /^nav/,
  /^tab-/,
  /^visually-hidden/,
  'active',
  'show',
  'fade',
  'slide',
  'collapse',
  'collapsing',
  'pointer-event',
  'disabled',
];

/** Attributes react-bootstrap sets at run time that Bootstrap's rules select by (the carousel's indicators). */
const attributesSetAtRunTime = ['data-bs-target'];

/**
 * What PurgeCSS keeps of the site's Bootstrap build: the rules whose class names, tags and attributes
 * the sources of the shell, the remotes and site-kit (and the shell's HTML template) contain, and
 * those of `setAtRunTime` and `attributesSetAtRunTime`.
 */
export const purgeOptions = {
  content: [path.join(repository, '{shell,mfe-*,libs/site-kit}/src/**/*.{ts,tsx,html}')],
  safelist: { standard: setAtRunTime },
  dynamicAttributes: attributesSetAtRunTime,
};

/**
 * The PostCSS plugins that remove, at build time, the rules of the site's Bootstrap build that no
 * markup of the site uses (`purgeOptions`), for the style sheet at `resourcePath`: none for any other
 * sheet, and the site's own rules below Bootstrap are kept whole (`purgecss start ignore`). A class
 * or an attribute that only appears at run time must be in `setAtRunTime` or `attributesSetAtRunTime`.
 */
export function unusedStylesRemoval(resourcePath: string): AcceptedPlugin[] {
  return resourcePath.endsWith(siteStyles) ? [purgeCss(purgeOptions)] : [];
}
