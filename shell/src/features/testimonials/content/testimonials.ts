/** What one client says about working with the company, with who said it and where. */
export interface Testimonial {
  key: string;
  /** The client's words, naming a concrete result. */
  quote: string;
  name: string;
  /** Role and organisation ("Principal, Shreeji Vidyalaya"). */
  role: string;
  city: string;
}

export const testimonialsHeading = 'What our clients say';
export const testimonialsLead = 'Schools, manufacturers and retailers in India and Australia on the results they got.';

export const testimonials: readonly Testimonial[] = [
  {
    key: 'meera-shah',
    quote:
      'Admissions used to take four extra staff for a whole month. With the school ERP, two people finished applications, fees and class allocation in two weeks.',
    name: 'Meera Shah',
    role: 'Principal, Shreeji Vidyalaya',
    city: 'Vadodara',
  },
  {
    key: 'rakesh-patel',
    quote:
      'The new website and local SEO moved us from page three to the top three results for our main products. Enquiries through the site tripled within six months.',
    name: 'Rakesh Patel',
    role: 'Managing Director, Amrut Polymers',
    city: 'Ahmedabad',
  },
  {
    key: 'daniel-hughes',
    quote:
      'Timesheet approvals that took a week of chasing now close every Monday, and our month-end client billing went from five days of spreadsheets to one afternoon.',
    name: 'Daniel Hughes',
    role: 'Operations Manager, Sunshine Coast Timber Co.',
    city: 'Maroochydore, Queensland',
  },
  {
    key: 'karen-mitchell',
    quote:
      'Our Android app for parents went live before the new term. Twelve hundred families now get homework and circulars on their phones instead of paper notes.',
    name: 'Karen Mitchell',
    role: 'Head of Administration, Riverside Grammar School',
    city: 'Brisbane, Queensland',
  },
  {
    key: 'nirav-desai',
    quote:
      'Our cost per lead from pay-per-click fell by 38% in the first quarter, and the monthly report shows exactly which campaign brought which order.',
    name: 'Nirav Desai',
    role: 'Marketing Head, Kavya Textiles',
    city: 'Surat',
  },
];
