import type { IconItem } from '../../ui/content/icon-item';
import { growthGlyph } from '../../ui/glyphs/growth';
import { launchGlyph } from '../../ui/glyphs/launch';

/** A statement block of the About page (vision, mission). */
export type Statement = IconItem;

/** One step of how the company works with a client, in order. */
export interface StoryStep {
  key: string;
  title: string;
  text: string;
}

export const aboutIntro = {
  eyebrow: 'Who we are',
  heading: 'Software and IT services that help you grow',
  paragraphs: [
    'Radix Softech is a software and IT services company with its head office in Vadodara, Gujarat, India and a branch office in Queensland, Australia.',
    'We build web-based business products (school ERP, timesheet, leave, project and document, and appraisal management) and deliver custom software, websites, Android apps, design, SEO, hosting, digital marketing, CCTV and networking.',
    'Schools, colleges, manufacturers and retailers rely on us because we stay with them long after launch: training their teams, adding what they need next and answering when they call.',
  ],
} as const;

export const statements: readonly Statement[] = [
  {
    key: 'vision',
    title: 'Our vision',
    text: 'To be the technology partner small and growing organisations trust first: the team they call when they want to work smarter, reach further and grow.',
    icon: growthGlyph,
  },
  {
    key: 'mission',
    title: 'Our mission',
    text: 'To deliver reliable, affordable software and digital services that solve real problems, on time, with honest advice and support that lasts.',
    icon: launchGlyph,
  },
];

export const storyHeading = 'Behind the story';
export const storyLead = 'How every project with us runs, whether it is a website, an app or a 70-module ERP.';

export const storySteps: readonly StoryStep[] = [
  {
    key: 'understand',
    title: 'Understand',
    text: 'We meet the people who will use the system and map how work really flows today.',
  },
  {
    key: 'plan',
    title: 'Plan',
    text: 'A written scope, clear milestones and a fixed price, agreed before any code is written.',
  },
  {
    key: 'build',
    title: 'Design and build',
    text: 'Short cycles with working versions to review, so feedback shapes the result early.',
  },
  {
    key: 'launch',
    title: 'Launch and support',
    text: 'Data migration, training and go-live, then updates and a support line that knows your setup.',
  },
];
