import { profileLinks, company } from '@radix/site-kit';
import { organizationJsonLd } from '../seo';

describe('the Organization structured data', () => {
  it('names no placeholder social link in sameAs', () => {
    const data = JSON.parse(organizationJsonLd()) as { sameAs?: string[] };
    const placeholders = company.social.map((link) => link.href).filter((href) => !profileLinks().includes(href));
    expect(data.sameAs ?? []).toEqual(profileLinks());
    for (const placeholder of placeholders) expect(organizationJsonLd()).not.toContain(placeholder);
  });
});
