/** Copy of the contact blocks: the Get in touch section on home and the Contact Us page. */
export interface ContactCopy {
  getInTouch: { heading: string; lead: string };
  offices: { heading: string; lead: string };
  form: { heading: string; lead: string };
  phonesTitle: string;
  emailTitle: string;
  emailNote: string;
}

export const contactCopy: ContactCopy = {
  getInTouch: {
    heading: 'Get in touch',
    lead: 'Tell us about your project or ask for a demo. We reply within one working day.',
  },
  offices: {
    heading: 'Our offices',
    lead: 'Visit, call or write to us in India or Australia.',
  },
  form: {
    heading: 'Send us a message',
    lead: 'Choose the service you are interested in and tell us a little about your project.',
  },
  phonesTitle: 'Call us',
  emailTitle: 'Write to us',
  emailNote: 'Your mail program opens with the subject filled in.',
};
