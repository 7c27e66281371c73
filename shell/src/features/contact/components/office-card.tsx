import type { Office } from '@radix/site-kit';
import { geoGlyph } from '../../ui/glyphs/geo';
import { ContactCard } from './contact-card';

/** One office's postal address. */
export function OfficeCard({ office }: { office: Office }) {
  return (
    <ContactCard icon={geoGlyph} title={office.name}>
      <address className="mb-0">
        {office.lines.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
        <span className="d-block">
          {office.region}, {office.country}
        </span>
      </address>
    </ContactCard>
  );
}
