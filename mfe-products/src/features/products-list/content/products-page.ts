import type { ContentItem } from '../../product-page/content/types';

/** The products page's heading above the five cards. */
export const productsHeading = {
  eyebrow: 'Our products',
  title: 'Web-based software for schools and growing businesses',
  lead: 'Five products, each built around a process we have automated for real clients in India and Australia. Pick one to see its modules, benefits and reports.',
};

/** Why clients choose our products, shown under the cards. */
export const productPromises: readonly ContentItem[] = [
  {
    icon: 'globe',
    title: 'Web-based',
    text: 'Runs in the browser on any computer, with nothing to install on your desks.',
  },
  {
    icon: 'sliders2',
    title: 'Configured to your rules',
    text: 'Roles, approval layers, leave rules and fee structures are set up the way you work.',
  },
  {
    icon: 'shield-check',
    title: 'Secure by role',
    text: 'Everyone sees and changes only what their role allows, and every decision is recorded.',
  },
  {
    icon: 'person-workspace',
    title: 'Supported by the team that built it',
    text: 'Training, data import and support from the developers of the product, not a call centre.',
  },
];
