import type { ContactContent } from '../../../../content/schemas';
import file from '../../../../content/contact.yml';

/** Copy of the contact blocks: the Get in touch section on home and the Contact Us page. */
export type ContactCopy = ContactContent;

/** The contact blocks' words (`content/contact.yml`, checked by the build). */
export const contactCopy = file as ContactCopy;
