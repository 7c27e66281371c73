/** One hosting tier. Sizes are written as shown to visitors. */
export interface HostingPlan {
  /** Stable identifier and display name of the tier. */
  name: string;
  /** Disk space. */
  space: string;
  /** Monthly data transfer. */
  bandwidth: string;
  subDomains: number;
  emails: number;
  /** Price in Indian rupees for one year. */
  costInr: number;
}

/** The tiers and what every one of them includes. */
export interface HostingPlansContent {
  heading: string;
  lead: string;
  plans: readonly HostingPlan[];
  /** Inclusions shared by every tier. */
  inclusions: readonly string[];
  /** The period the price covers, shown after it. */
  period: string;
}

/** The six hosting tiers, smallest first. */
export const hostingPlans: readonly HostingPlan[] = [
  { name: 'Starter', space: '100 MB', bandwidth: '512 MB', subDomains: 5, emails: 5, costInr: 1000 },
  { name: 'Basic', space: '250 MB', bandwidth: '1 GB', subDomains: 10, emails: 10, costInr: 1700 },
  { name: 'Standard', space: '500 MB', bandwidth: '2 GB', subDomains: 15, emails: 15, costInr: 2000 },
  { name: 'Business', space: '1 GB', bandwidth: '5 GB', subDomains: 20, emails: 20, costInr: 2400 },
  { name: 'Professional', space: '5 GB', bandwidth: '20 GB', subDomains: 50, emails: 50, costInr: 3000 },
  { name: 'Enterprise', space: '10 GB', bandwidth: '100 GB', subDomains: 100, emails: 100, costInr: 3500 },
];

/**
 * What every tier includes. The spec's list has a `{host}` placeholder here that names no hosting
 * technology (it is not the inquiry API's host): left out rather than invented.
 */
export const sharedInclusions: readonly string[] = [
  '1 domain',
  'Free setup',
  'Antivirus and antispam',
  'Ms Access',
  'Ms-Sql',
  'PHP',
];

export const hostingPlansContent: HostingPlansContent = {
  heading: 'Hosting plans and prices',
  lead: 'Pick the plan that fits today and move up when you grow: we carry your site and mailboxes across at no charge.',
  plans: hostingPlans,
  inclusions: sharedInclusions,
  period: 'per year',
};
