import { company } from '@radix/site-kit';
import appPhone from '../assets/app-phone.svg';
import dataShield from '../assets/data-shield.svg';
import contactEnvelope from '../assets/contact-envelope.svg';
import { contact, definitions, effective, email, list, p, strong } from './blocks';
import { botCheckSection } from './bot-check';
import { deviceSection } from './device';
import { childPrivacyAge, playServices, schoolApp, schoolAppStatement } from './legal-facts';
import type { LegalDocument } from './types';

/** The privacy policy of the website and of the free school-ERP app. */
export const privacyDocument: LegalDocument = {
  route: 'privacy',
  glanceLabel: 'Privacy at a glance',
  mailSubject: 'Question about the privacy policy',
  slides: [
    {
      key: 'app',
      title: 'Only what class work and home work need',
      text: `The ${schoolApp.name} shares class work and home work between a school, its students and their parents, and collects only what that requires.`,
      illustration: appPhone,
      section: { id: 'privacy-collect', label: 'Information we collect' },
    },
    {
      key: 'protection',
      title: 'Your data, protected',
      text: 'Encrypted connections, access limited to the people who need it and trusted service providers. We never sell personal information.',
      illustration: dataShield,
      section: { id: 'privacy-security', label: 'Security' },
    },
    {
      key: 'rights',
      title: 'Ask, correct or delete',
      text: 'You can ask what we hold about you, have it corrected or have it deleted. One e-mail to us is enough.',
      illustration: contactEnvelope,
      section: { id: 'privacy-rights', label: 'Your choices and rights' },
    },
  ],
  intro: [
    p(
      `This privacy policy explains how ${company.legalName} (“${company.name}”, “we”, “us” or “our”) collects, uses and protects information when you use our website `,
      `and the free ${schoolApp.name}. If you choose to use them, you agree to the collection and use of information as described here.`,
    ),
  ],
  sections: [
    {
      id: 'privacy-definitions',
      title: 'Definitions',
      blocks: [
        definitions(
          {
            term: 'Personal information',
            meaning: [
              'Information that identifies you as a person, such as your name, e-mail address or phone number.',
            ],
          },
          { term: 'Website', meaning: [`The site at ${company.url}.`] },
          {
            term: 'App',
            meaning: [`The ${schoolApp.name} for ${schoolApp.platform}, offered free of charge on ${schoolApp.store}.`],
          },
          {
            term: 'School',
            meaning: [
              'The educational institution that uses our school ERP software and gives its teachers, students and parents access to the app.',
            ],
          },
          {
            term: 'Service provider',
            meaning: [
              'A company that processes information on our behalf, for example to host our servers or deliver e-mail.',
            ],
          },
        ),
        p(
          'Other terms used here have the meaning given in our ',
          { kind: 'page', to: 'terms', text: 'terms and conditions' },
          '.',
        ),
      ],
    },
    {
      id: 'privacy-collect',
      title: 'Information we collect',
      blocks: [
        p(strong('On the website.'), ' We collect only what you send us:'),
        list(
          'when you fill in the Get in touch or product inquiry form: your name, e-mail address, phone number, the service or product you ask about and your message;',
          'when you subscribe to our updates: your e-mail address.',
        ),
        p(strong('In the app.'), ` ${schoolAppStatement} To do that it uses:`),
        list(
          'the details the school registers for you, such as your name, class or role, and your contact number;',
          'the class work, home work, notices and replies published or sent through the app;',
          'basic information about your device (model, operating system version) so that the app works correctly on it.',
        ),
        p(
          strong('Log data.'),
          ' When an error occurs in the app or a page is requested from our servers, technical data may be recorded, such as your IP address, device or browser type, the time and date of use and the pages or screens used. We use it only to keep the services working and secure.',
        ),
      ],
    },
    {
      id: 'privacy-use',
      title: 'How we use information',
      blocks: [
        p('We use the information we collect:'),
        list(
          'to answer your inquiries and send you the quotations or demonstrations you ask for;',
          'to send the updates you subscribed to; every message tells you how to stop them;',
          'to deliver class work, home work and notices from your school to the right students and parents;',
          'to keep the website and the app secure, fix errors and improve them;',
          'to meet our legal obligations.',
        ),
        p(strong('We do not sell personal information'), ' and we do not use it for advertising.'),
        p(
          'To tell whether a new version of the website works as well as the current one, we count its visitors by a hash of their IP address and browser name under a key that changes every day: neither is stored, and each day’s hashes are deleted the next day.',
        ),
      ],
    },
    {
      id: 'privacy-providers',
      title: 'Service providers',
      blocks: [
        p('We may employ third-party companies and individuals to:'),
        list(
          'host our servers and store data;',
          'deliver e-mail and text messages;',
          'help us analyse how the services are used, so that we can improve them.',
        ),
        p(
          'These providers have access to personal information only to perform these tasks on our behalf and are obliged not to disclose or use it for any other purpose.',
        ),
        p(
          'The app also uses third-party services that may collect information used to identify you. Their own policies apply; see the ',
          {
            kind: 'external',
            text: `${playServices.name} privacy policy`,
            href: playServices.privacyHref,
          },
          '.',
        ),
        p(
          'We may also disclose information when the law requires it, or to protect the rights and safety of our users, a school or ourselves.',
        ),
      ],
    },
    {
      id: 'privacy-cookies',
      title: 'Cookies',
      blocks: [
        p(
          'Cookies are small files that a website stores in your browser. Our website uses a security cookie that protects its forms against forged requests. ',
          'We do not use advertising cookies. The app does not use cookies itself, but third-party code and libraries it relies on may use them to collect information and improve their services.',
        ),
      ],
    },
    deviceSection,
    botCheckSection,
    {
      id: 'privacy-retention',
      title: 'How long we keep information',
      blocks: [
        p(
          'We keep inquiry and subscription details for as long as we are in contact with you and for up to three years afterwards. ',
          'Information in the app is kept for as long as your school uses our software; when a school leaves, its data is returned to it or deleted.',
        ),
      ],
    },
    {
      id: 'privacy-security',
      title: 'Security',
      blocks: [
        p(
          'We value your trust in giving us your personal information and use commercially acceptable means of protecting it: encrypted connections, access limited to the staff who need it, and regular backups. ',
          'No method of transmission over the internet or of electronic storage is completely secure, however, and we cannot guarantee absolute security.',
        ),
      ],
    },
    {
      id: 'privacy-links',
      title: 'Links to other sites',
      blocks: [
        p(
          'The services may contain links to other sites. If you follow one, you leave our services. We do not operate those sites, have no control over them and are not responsible for their content or privacy practices, ',
          'so we strongly advise you to read their privacy policies.',
        ),
      ],
    },
    {
      id: 'privacy-children',
      title: "Children's privacy",
      blocks: [
        p(
          `These services do not address anyone under the age of ${childPrivacyAge}. We do not knowingly collect personally identifiable information from children under ${childPrivacyAge}. `,
          'If we discover that a child under that age has provided us with personal information, we delete it from our servers immediately.',
        ),
        p(
          'If you are a parent or guardian and you know that your child has provided us with personal information, please contact us at ',
          email,
          ' so that we can take the necessary action.',
        ),
      ],
    },
    {
      id: 'privacy-rights',
      title: 'Your choices and rights',
      blocks: [
        p('Wherever you live, you can:'),
        list(
          'ask us what personal information we hold about you;',
          'have it corrected if it is wrong, or deleted if we no longer need it;',
          'unsubscribe from our updates at any time;',
          'withdraw consent you have given us, without affecting what was done before.',
        ),
        p(
          'Write to ',
          email,
          '. For information held in the app, we may pass your request to your school, which decides what it publishes there.',
        ),
      ],
    },
    {
      id: 'privacy-changes',
      title: 'Changes to this privacy policy',
      blocks: [
        p(
          'We may update this privacy policy from time to time, so please review this page periodically. We will post any change here, and it applies as soon as it is posted. ',
          'This policy is effective as of ',
          effective,
          '.',
        ),
      ],
    },
    {
      id: 'privacy-contact',
      title: 'Contact us',
      blocks: [
        p(
          'If you have any questions or suggestions about this privacy policy, do not hesitate to contact us at ',
          email,
          ' or at one of our offices:',
        ),
        contact,
      ],
    },
  ],
};
