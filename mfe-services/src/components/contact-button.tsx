import { Link } from 'react-router-dom';
import { routes } from '@radix/site-kit';

export interface ContactButtonProps {
  label?: string;
  /** `accent` for the main call to action of a section, `primary` elsewhere. */
  tone?: 'accent' | 'primary';
  className?: string;
}

/** A link to the Contact Us page, styled as a button. */
export function ContactButton({ label = routes.contact.label, tone = 'primary', className }: ContactButtonProps) {
  return (
    <Link to={routes.contact.path} className={`btn btn-${tone} ${className ?? ''}`.trim()}>
      {label}
    </Link>
  );
}
