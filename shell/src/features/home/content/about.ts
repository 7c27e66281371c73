import { routes } from '@radix/site-kit';

/** One value of the company, shown as a slide of the home about block. */
export interface CompanyValue {
  key: string;
  title: string;
  text: string;
}

/** The home page's short company introduction. */
export interface HomeAbout {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  /** What the company brings, as a short checklist. */
  points: readonly string[];
  more: { label: string; to: string };
  values: readonly CompanyValue[];
  subscribe: { heading: string; text: string };
}

export const homeAbout: HomeAbout = {
  eyebrow: 'Who we are',
  heading: 'About Radix Softech',
  paragraphs: [
    'Radix Softech is a software and IT services company with its head office in Vadodara, Gujarat and a branch office in Queensland, Australia.',
    'We build web-based business software for schools, colleges and companies, and deliver the websites, apps and marketing that help our clients grow.',
  ],
  points: [
    'Ready products: school ERP, timesheet, leave, project and appraisal management',
    'Websites, Android apps, SEO and digital marketing under one roof',
    'CCTV, networking, hosting and domains handled by the same team',
  ],
  more: { label: 'More about us', to: routes.about.path },
  values: [
    {
      key: 'listen',
      title: 'We listen first',
      text: 'Every project starts with your process, your people and your numbers, not with a template.',
    },
    {
      key: 'build',
      title: 'We build to last',
      text: 'Clean, tested code and secure hosting, so what we deliver keeps working as you grow.',
    },
    {
      key: 'stay',
      title: 'We stay with you',
      text: 'Training, updates and a support line that answers: our oldest clients are still our clients.',
    },
  ],
  subscribe: {
    heading: 'Subscribe to our newsletter',
    text: 'Product updates and practical tips for your website and software, once a month. No spam.',
  },
};
