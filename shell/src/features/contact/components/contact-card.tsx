import type { ReactNode } from 'react';
import type { Glyph } from '../../ui/glyphs/glyph';
import { IconCard } from '../../ui/components/icon-card';

/** One way to reach the company: an office, the phone lines, the e-mail. */
export function ContactCard({ icon, title, children }: { icon: Glyph; title: string; children: ReactNode }) {
  return (
    <IconCard icon={icon} title={title} className="contact-card">
      <div className="contact-card__text">{children}</div>
    </IconCard>
  );
}
