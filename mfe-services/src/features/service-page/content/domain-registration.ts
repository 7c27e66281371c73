import type { ServiceContent } from './types';

/** Text only: this page shows no images or icons. */
const content: ServiceContent = {
  eyebrow: 'Domain registration',
  intro: {
    heading: 'Your name on the internet, registered in your name',
    paragraphs: [
      'Your domain name is your address on the web and in every e-mail you send. Losing it to an expired renewal, or finding it was registered by a former supplier in their own name, can take your website and mailboxes offline overnight.',
      'We search for and register the domain you want (.com, .in, .co.in, .com.au, .org and many more), register it in your company’s name, set up the DNS records for your website and e-mail, and track renewals so your address never lapses.',
    ],
  },
  features: {
    heading: 'What is included',
    lead: 'Everything needed to own a domain safely and use it straight away.',
    items: [
      { title: 'Name search and advice', text: 'Help choosing a short, memorable name and checking which extensions are free, including country extensions for India and Australia.' },
      { title: 'Registered to you', text: 'Your business is the registrant and legal owner of the domain, with your contact details on record.' },
      { title: 'DNS management', text: 'Records for your website, e-mail (including Microsoft 365 or Google Workspace) and verification set up and kept up to date.' },
      { title: 'Renewal reminders', text: 'Reminders well before expiry, with auto-renewal available, so the domain never drops.' },
      { title: 'Domain transfer', text: 'Move an existing domain to us, or away from us, with the transfer code provided on request.' },
      { title: 'Privacy and lock', text: 'Transfer lock against hijacking and privacy protection for personal contact details where the extension allows it.' },
    ],
  },
  process: {
    heading: 'How registration works',
    steps: [
      { title: 'Choose the name', text: 'Tell us the names you like; we check availability and suggest alternatives.' },
      { title: 'Register', text: 'We register the domain in your name, usually within the same working day (some country extensions need documents).' },
      { title: 'Connect', text: 'DNS is pointed at your website and e-mail so everything works together.' },
    ],
  },
  benefits: {
    heading: 'Why register with us',
    items: [
      'The domain always belongs to you, never to us.',
      'One team for the domain, hosting, e-mail and website, so there is no finger-pointing when something needs changing.',
      'Renewals tracked for you, with reminders to a contact you choose.',
    ],
  },
  related: {
    service: 'webHosting',
    text: 'Need a home for your website and e-mail as well? Compare our six hosting plans:',
  },
  cta: {
    heading: 'Secure your domain name',
    text: 'Send us the names you have in mind. We will confirm what is available and the yearly cost for each extension.',
    label: 'Check a domain name',
  },
};

export default content;
