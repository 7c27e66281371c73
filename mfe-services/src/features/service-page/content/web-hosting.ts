import shield from 'bootstrap-icons/icons/shield-check.svg';
import cloud from 'bootstrap-icons/icons/cloud-check.svg';
import envelope from 'bootstrap-icons/icons/envelope-at.svg';
import server from 'bootstrap-icons/icons/server.svg';
import headset from 'bootstrap-icons/icons/headset.svg';
import arrows from 'bootstrap-icons/icons/arrow-repeat.svg';
import { hostingPlansContent } from '../../web-hosting/content/hosting-plans';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Web hosting',
  intro: {
    heading: 'Reliable hosting for your website and e-mail',
    paragraphs: [
      'A website is only useful when it is online. Cheap shared hosting that slows down at busy times, fills up with spam or goes unanswered when something breaks costs far more in lost enquiries than it saves.',
      'We host business websites and mailboxes on managed servers that we monitor and maintain ourselves. There are six plans, from a small brochure site to a busy web application; every one includes setup at no charge, virus and spam filtering, PHP and Microsoft database support, and the same people to call when you need help.',
    ],
  },
  features: {
    heading: 'What every hosting plan gives you',
    lead: 'The technical work is ours, so you can concentrate on your business.',
    items: [
      { icon: server, title: 'Managed servers', text: 'We keep the operating system, PHP and databases patched and tuned, and watch disk, memory and traffic.' },
      { icon: shield, title: 'Antivirus and antispam', text: 'Incoming mail is scanned for viruses and filtered for spam before it reaches your inbox.' },
      { icon: envelope, title: 'Business e-mail', text: 'Addresses at your own domain, on the phone and in Outlook, with webmail when you are away.' },
      { icon: cloud, title: 'Backups', text: 'Regular backups of your site and databases, restored for you on request.' },
      { icon: arrows, title: 'Free setup and migration', text: 'We set up your account and move an existing site and mailboxes across at no charge.' },
      { icon: headset, title: 'Support from people', text: 'Call or write to the team that runs the servers, in Indian and Australian business hours.' },
    ],
  },
  plans: hostingPlansContent,
  process: {
    heading: 'Getting started',
    steps: [
      { title: 'Choose a plan', text: 'Pick one of the plans above, or ask us to recommend one for your site and mailboxes.' },
      { title: 'We set it up', text: 'Your account, domain, e-mail addresses and databases are configured, free of charge.' },
      { title: 'Move in', text: 'We migrate your existing site and mail, or your new site goes live straight away.' },
      { title: 'Grow when needed', text: 'Move to a larger plan at any time; you pay only the difference for the rest of the year.' },
    ],
  },
  benefits: {
    heading: 'Why host with us',
    items: [
      'Hosting, domain and website from one team: one call fixes any problem.',
      'Windows-friendly: Ms Access and Ms-Sql databases alongside PHP.',
      'Transparent yearly prices in rupees, with setup included.',
    ],
  },
  related: {
    service: 'domainRegistration',
    text: 'Every plan includes one domain. Need a new name or want to move an existing one?',
  },
  cta: {
    heading: 'Not sure which plan you need?',
    text: 'Tell us about your site, its visitors and how many mailboxes you use. We will recommend a plan and move you in for free.',
    label: 'Ask for a plan recommendation',
  },
};

export default content;
