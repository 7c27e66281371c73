import { routes } from '@radix/site-kit';

/** One slide of the second home banner: a reason to choose the company, with a figure and a link. */
export interface Highlight {
  key: string;
  /** The figure that catches the eye ("70"). */
  figure: string;
  /** What the figure counts ("modules in our school ERP"). */
  figureLabel: string;
  title: string;
  text: string;
  link: { label: string; to: string };
}

export const highlightsHeading = 'Why organisations choose Radix Softech';

export const highlights: readonly Highlight[] = [
  {
    key: 'school-erp',
    figure: '70',
    figureLabel: 'modules in our school ERP',
    title: 'One system for the whole school',
    text: 'Admissions to transport, fees to timetables, with mobile apps that keep parents and teachers in the loop.',
    link: { label: 'See the school ERP', to: routes.schoolErp.path },
  },
  {
    key: 'offices',
    figure: '2',
    figureLabel: 'offices, in India and Australia',
    title: 'Support in your time zone',
    text: 'Our head office in Vadodara, Gujarat and our branch in Queensland work as one team on your project.',
    link: { label: 'Contact our offices', to: routes.contact.path },
  },
  {
    key: 'fit',
    figure: '5',
    figureLabel: 'ready business products',
    title: 'Software that fits your process',
    text: 'Timesheet, leave, project and appraisal software configured to the way your organisation already works.',
    link: { label: 'Explore our products', to: routes.products.path },
  },
];
