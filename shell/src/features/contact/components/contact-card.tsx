import type { ReactNode } from 'react';
import type { IconName } from '../../ui/content/icon-paths';
import { IconCard } from '../../ui/components/icon-card';

/** One way to reach the company: an office, the phone lines, the e-mail. */
export function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <IconCard icon={icon} title={title} className="contact-card">
      <div className="contact-card__text">{children}</div>
    </IconCard>
  );
}
