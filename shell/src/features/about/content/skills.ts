/** A skill of the team with its percentage, shown as a progress bar. */
export interface Skill {
  key: string;
  label: string;
  /** 0 to 100. */
  value: number;
}

export const skillsHeading = 'Our skills';
export const skillsLead = 'Where our team is strongest, measured by the projects we deliver and our clients’ ratings.';

export const skills: readonly Skill[] = [
  { key: 'web-design', label: 'Web design', value: 94 },
  { key: 'custom-software', label: 'Custom software', value: 92 },
  { key: 'e-commerce', label: 'E-commerce', value: 86 },
  { key: 'seo', label: 'SEO', value: 91 },
  { key: 'social-media', label: 'Social media marketing', value: 96 },
  { key: 'digital-marketing', label: 'Digital marketing', value: 93 },
  { key: 'ppc', label: 'Pay per click', value: 98 },
];
