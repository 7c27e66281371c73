import type { HowItWorksContent } from '../../../../content/schemas';
import file from '../../../../content/how-it-works.yml';
import { withGlyphs, type IconItem } from '../../ui/content/icon-item';
import { chatGlyph } from '../../ui/glyphs/chat';
import { launchGlyph } from '../../ui/glyphs/launch';
import { planGlyph } from '../../ui/glyphs/plan';

/** One step of how a project runs, from first call to launch. */
export type WorkStep = IconItem;

/** The home page's "How it works" (`content/how-it-works.yml`, checked by the build). */
const content = file as HowItWorksContent;

export const howItWorksHeading = content.heading;
export const howItWorksLead = content.lead;

export const workSteps: readonly WorkStep[] = withGlyphs(content.steps, {
  chat: chatGlyph,
  plan: planGlyph,
  launch: launchGlyph,
});
