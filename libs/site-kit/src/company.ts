/** A phone line as shown to visitors and as dialled through a `tel:` link. */
export interface Phone {
  label: string;
  display: string;
  tel: string;
}

/** An address in the parts schema.org's `PostalAddress` names; the country as its ISO 3166-1 code. */
export interface AddressParts {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
}

/** The days of the week as schema.org's `DayOfWeek` names them. */
export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** Days an office is open, from and until a local time (`hh:mm`, the office's own time zone). */
export interface OpeningHours {
  days: readonly DayOfWeek[];
  opens: string;
  closes: string;
}

/** A postal address of one of the company's offices, as visitors read it. */
export interface Office {
  name: string;
  lines: readonly string[];
  region: string;
  country: string;
}

/**
 * An office as search engines read it (schema.org's `LocalBusiness`): the office visitors read,
 * its address in parts, the line that reaches it, where it is and when it is open. Kept apart from
 * `company`, which every page's script carries: only the structured data needs it.
 */
export interface OfficePlace {
  /** Names the office in the site's structured data (`#office-<id>`). */
  id: string;
  office: Office;
  address: AddressParts;
  phone: Phone;
  /** The office's locality, to a few hundred metres (WGS 84 degrees). */
  geo: { latitude: number; longitude: number };
  hours: readonly OpeningHours[];
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const satisfies readonly DayOfWeek[];

/** The company's phone lines, the head office's first: the one pages show when they show one. */
const phones = [
  { label: 'Head office', display: '+91 265 235 0101', tel: '+912652350101' },
  { label: 'Sales', display: '+91 98250 12345', tel: '+919825012345' },
  { label: 'Australia', display: '+61 7 3000 4567', tel: '+61730004567' },
] as const satisfies readonly [Phone, ...Phone[]];

/**
 * The company's public identity: the one typed source for everything a deployment may rename.
 * The defaults are plausible examples; see the README's "Configuration" section.
 */
export const company = {
  name: 'Radix Softech',
  legalName: 'Radix Softech Pvt. Ltd.',
  tagline: 'We are here for your digital growth',
  url: 'https://www.radixsoftech.example',
  email: 'info@radixsoftech.example',
  mailSubject: 'Inquiry from the website',
  phones,
  mainPhone: phones[0],
  headOffice: {
    name: 'Head office',
    lines: ['304, Siddharth Complex, R.C. Dutt Road', 'Alkapuri, Vadodara 390007'],
    region: 'Gujarat',
    country: 'India',
  },
  branchOffice: {
    name: 'Branch office',
    lines: ['Level 2, 45 Eagle Street', 'Brisbane City QLD 4000'],
    region: 'Queensland',
    country: 'Australia',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Twitter', href: 'https://twitter.com/' },
  ],
} as const satisfies {
  name: string;
  legalName: string;
  tagline: string;
  url: string;
  email: string;
  mailSubject: string;
  phones: readonly Phone[];
  mainPhone: Phone;
  headOffice: Office;
  branchOffice: Office;
  social: readonly { name: string; href: string }[];
};

/**
 * The company's offices as search engines read them, the head office first; each office's `lines`
 * write its `address` as its country does. No page states the offices' hours: these are an
 * assumption, a working week of Monday to Friday, 09:30 to 18:30 in Vadodara (India's time) and
 * 09:00 to 17:00 in Brisbane (Queensland's), until the company names its own.
 */
export const offices: readonly OfficePlace[] = [
  {
    id: 'vadodara',
    office: company.headOffice,
    address: {
      streetAddress: '304, Siddharth Complex, R.C. Dutt Road, Alkapuri',
      addressLocality: 'Vadodara',
      addressRegion: 'Gujarat',
      postalCode: '390007',
      addressCountry: 'IN',
    },
    phone: company.phones[0],
    geo: { latitude: 22.3106, longitude: 73.1712 },
    hours: [{ days: weekdays, opens: '09:30', closes: '18:30' }],
  },
  {
    id: 'brisbane',
    office: company.branchOffice,
    address: {
      streetAddress: 'Level 2, 45 Eagle Street',
      addressLocality: 'Brisbane City',
      addressRegion: 'QLD',
      postalCode: '4000',
      addressCountry: 'AU',
    },
    phone: company.phones[2],
    geo: { latitude: -27.4675, longitude: 153.0302 },
    hours: [{ days: weekdays, opens: '09:00', closes: '17:00' }],
  },
];

/**
 * The social links that lead to the company's own profile: a link to a network's home page
 * (`https://www.facebook.com/`) is a placeholder until the deployment names its profile.
 */
export function profileLinks(links: readonly { href: string }[] = company.social): string[] {
  return links.map((link) => link.href).filter((href) => new URL(href).pathname.replace(/\/+$/, '') !== '');
}

/** `mailto:` link to the company address: with the site's usual subject, another one, or none (`null`). */
export function mailtoHref(subject: string | null = company.mailSubject): string {
  return subject === null
    ? `mailto:${company.email}`
    : `mailto:${company.email}?subject=${encodeURIComponent(subject)}`;
}
