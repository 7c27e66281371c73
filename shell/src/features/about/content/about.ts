import type { AboutContent } from '../../../../content/schemas';
import file from '../../../../content/about.yml';
import { withGlyphs, type IconItem } from '../../ui/content/icon-item';
import { growthGlyph } from '../../ui/glyphs/growth';
import { launchGlyph } from '../../ui/glyphs/launch';

/** A statement block of the About page (vision, mission). */
export type Statement = IconItem;

/** One step of how the company works with a client, in order. */
export type StoryStep = AboutContent['story']['steps'][number];

/** The About page's words (`content/about.yml`, checked by the build). */
const content = file as AboutContent;

export const aboutIntro = content.intro;

export const statements: readonly Statement[] = withGlyphs(content.statements, {
  growth: growthGlyph,
  launch: launchGlyph,
});

export const storyHeading = content.story.heading;
export const storyLead = content.story.lead;
export const storySteps: readonly StoryStep[] = content.story.steps;
