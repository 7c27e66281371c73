/** A phone line as shown to visitors and as dialled through a `tel:` link. */
export interface Phone {
  label: string;
  display: string;
  tel: string;
}

/** A postal address of one of the company's offices. */
export interface Office {
  name: string;
  lines: readonly string[];
  region: string;
  country: string;
}

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
