import type { ProcessStep } from '../../service-page/content/types';

/** Copy of the services list page around the cards. */
export interface ServicesOverview {
  cards: { heading: string; lead: string };
  /** The home page grid's own heading and lead line. */
  home: { heading: string; lead: string; allLabel: string };
  approach: { heading: string; lead: string; steps: readonly ProcessStep[] };
  cta: { heading: string; text: string; label: string };
}

export const servicesOverview: ServicesOverview = {
  cards: {
    heading: 'What we do for our clients',
    lead: 'One team in Vadodara and Queensland for the software, the website, the marketing and the network under it, so nothing falls between two suppliers.',
  },
  home: {
    heading: 'Our services',
    lead: 'From the first logo to the server room: the IT work a growing business needs, from one accountable team.',
    allLabel: 'See all services',
  },
  approach: {
    heading: 'How every engagement runs',
    lead: 'Whatever the service, you always know what happens next, who does it and what it costs.',
    steps: [
      {
        title: 'Free consultation',
        text: 'A call or visit to understand your goals, your users and your budget. You leave with ideas even if you do not hire us.',
      },
      {
        title: 'Written proposal',
        text: 'Scope, milestones, fixed price or monthly fee, and who your single point of contact will be.',
      },
      {
        title: 'Build and review',
        text: 'Work is shown to you at every milestone, on a staging link or on site, and changed until it is right.',
      },
      {
        title: 'Launch and support',
        text: 'We go live with you, train your staff and stay on call: most support requests are answered the same working day.',
      },
    ],
  },
  cta: {
    heading: 'Not sure which service you need?',
    text: 'Describe the problem in a few lines. We will tell you what we would do, what it costs and how long it takes.',
    label: 'Talk to our team',
  },
};
