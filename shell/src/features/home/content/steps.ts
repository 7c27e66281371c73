import type { IconItem } from '../../ui/content/icon-item';
import { chatGlyph } from '../../ui/glyphs/chat';
import { launchGlyph } from '../../ui/glyphs/launch';
import { planGlyph } from '../../ui/glyphs/plan';

/** One step of how a project runs, from first call to launch. */
export type WorkStep = IconItem;

export const howItWorksHeading = 'How it works';
export const howItWorksLead = 'From first call to launch in three clear steps, with one contact person all the way.';

export const workSteps: readonly WorkStep[] = [
  {
    key: 'tell',
    title: 'Tell us what you need',
    text: 'Send an inquiry or call us. We listen, ask the right questions and send a clear proposal with scope, price and dates.',
    icon: chatGlyph,
  },
  {
    key: 'build',
    title: 'We plan, design and build',
    text: 'You see designs and working versions early and often, so the result is what you expected, on time.',
    icon: planGlyph,
  },
  {
    key: 'launch',
    title: 'Launch and grow',
    text: 'We go live, train your team and stay on hand with support, updates and reports as your needs grow.',
    icon: launchGlyph,
  },
];
