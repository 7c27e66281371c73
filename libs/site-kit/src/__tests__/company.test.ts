import { mailtoHref, profileLinks, company } from '../company';

describe('the site constants', () => {
  it('name the head office line as the main phone', () => {
    expect(company.mainPhone).toBe(company.phones[0]);
    expect(company.mainPhone.label).toBe('Head office');
  });

  it('give mail links the usual subject, another one, or none', () => {
    expect(mailtoHref()).toBe(`mailto:${company.email}?subject=Inquiry%20from%20the%20website`);
    expect(mailtoHref('Privacy & data')).toBe(`mailto:${company.email}?subject=Privacy%20%26%20data`);
    expect(mailtoHref(null)).toBe(`mailto:${company.email}`);
  });
});

describe('profileLinks', () => {
  it("keeps links to the company's profiles and drops a network's bare home page", () => {
    expect(
      profileLinks([
        { href: 'https://www.facebook.com/' },
        { href: 'https://twitter.com' },
        { href: 'https://www.instagram.com/radixsoftech/' },
        { href: 'https://www.linkedin.com/company/radix-softech' },
      ]),
    ).toEqual(['https://www.instagram.com/radixsoftech/', 'https://www.linkedin.com/company/radix-softech']);
  });
});
