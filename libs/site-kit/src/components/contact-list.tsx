import type { ReactNode } from 'react';
import { mailtoHref, company } from '../company';

export interface ContactListProps {
  /** Classes besides `list-unstyled`. */
  className: string;
  /** Further items (`<li>`) after the phone line and the e-mail address. */
  children?: ReactNode;
}

/** How to reach the company in short: the main phone line and the e-mail address, as a list. */
export function ContactList({ className, children }: ContactListProps) {
  const phone = company.mainPhone;
  return (
    <ul className={`list-unstyled ${className}`}>
      <li>
        <a href={`tel:${phone.tel}`}>{phone.display}</a>
      </li>
      <li>
        <a href={mailtoHref()}>{company.email}</a>
      </li>
      {children}
    </ul>
  );
}
