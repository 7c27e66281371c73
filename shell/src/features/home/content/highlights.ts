import type { HighlightsContent } from '../../../../content/schemas';
import file from '../../../../content/highlights.yml';
import { pageLink, type PageLink } from '../../ui/content/page-link';

/** One slide of the second home banner: a reason to choose the company, with a figure and a link at its page's path. */
export type Highlight = Omit<HighlightsContent['highlights'][number], 'link'> & { link: PageLink };

/** The home page's second banner (`content/highlights.yml`, checked by the build). */
const content = file as HighlightsContent;

export const highlightsHeading = content.heading;

export const highlights: readonly Highlight[] = content.highlights.map((highlight) => ({
  ...highlight,
  link: pageLink(highlight.link),
}));
