import { routes } from '@radix/site-kit';

/** Which drawn illustration a hero slide shows. */
export type HeroArt = 'web' | 'mobile' | 'seo' | 'marketing';

/** One slide of the home hero: one of the four offers, with its call to action. */
export interface HeroSlide {
  key: string;
  /** The offer's name, shown as the slide's heading. */
  title: string;
  /** The promise to the visitor, one line under the title. */
  subtitle: string;
  /** Two sentences on what the visitor gets. */
  description: string;
  cta: { label: string; to: string };
  art: HeroArt;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    key: 'web',
    title: 'Web design and development',
    subtitle: 'Fast, responsive websites that turn visitors into enquiries.',
    description:
      'We plan, design and build your website around your business goals, with content you can update yourself and search optimisation built in from day one.',
    cta: { label: 'Plan your website', to: routes.websiteDesign.path },
    art: 'web',
  },
  {
    key: 'mobile',
    title: 'Mobile app development for Android',
    subtitle: 'One Flutter code base, native speed, faster delivery.',
    description:
      'From the first sketch to the Play Store: we design, build and publish Android apps your customers keep using, and we support them after launch.',
    cta: { label: 'Discuss your app', to: routes.mobileApps.path },
    art: 'mobile',
  },
  {
    key: 'seo',
    title: 'Search engine optimization',
    subtitle: 'Be found by the customers already searching for you.',
    description:
      'Technical fixes, keyword research, on-page work and local SEO, with a plain monthly report of rankings, traffic and the leads they bring.',
    cta: { label: 'Improve your ranking', to: routes.seo.path },
    art: 'seo',
  },
  {
    key: 'marketing',
    title: 'Digital marketing',
    subtitle: 'Campaigns measured in leads, not likes.',
    description:
      'Social media, pay-per-click and e-mail campaigns planned around your budget and tracked to every enquiry and order they bring in.',
    cta: { label: 'Grow with us', to: routes.digitalMarketing.path },
    art: 'marketing',
  },
];
