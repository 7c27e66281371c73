import { company } from '@radix/site-kit';
import appPhone from '../assets/app-phone.svg';
import termsArt from '../assets/terms-document.svg';
import contactEnvelope from '../assets/contact-envelope.svg';
import { contact, definitions, effective, email, list, p } from './blocks';
import { childPrivacyAge, playServices, schoolApp, schoolAppStatement } from './legal-facts';
import type { LegalDocument } from './types';

/** The terms and conditions of the website and of the free school-ERP app. */
export const termsDocument: LegalDocument = {
  route: 'terms',
  glanceLabel: 'Terms at a glance',
  mailSubject: 'Question about the terms and conditions',
  slides: [
    {
      key: 'agreement',
      title: 'One agreement for the website and the app',
      text: `These terms cover this website and the free ${schoolApp.name}. Using either of them means you accept them.`,
      illustration: termsArt,
      section: { id: 'terms-about', label: 'About these terms' },
    },
    {
      key: 'app',
      title: `A free school app, on ${schoolApp.platform} only`,
      text: 'The app shares class work and home work between a school, its students and their parents. It costs nothing and is provided as it is.',
      illustration: appPhone,
      section: { id: 'terms-app', label: 'The school ERP app' },
    },
    {
      key: 'questions',
      title: 'Questions? Write to us',
      text: `Our team at the head office in ${company.headOffice.region} answers questions about these terms by e-mail, usually within two working days.`,
      illustration: contactEnvelope,
      section: { id: 'terms-contact', label: 'Contact us' },
    },
  ],
  intro: [
    p(
      `These terms and conditions (“terms”) apply to the website of ${company.legalName} and to the free ${schoolApp.name}. `,
      'Please read them carefully. By using the website or the app you agree to them; if you do not agree, please do not use them.',
    ),
  ],
  sections: [
    {
      id: 'terms-about',
      title: 'About these terms',
      blocks: [
        p(
          `${company.legalName} (“${company.name}”, “we”, “us” or “our”) is a software and IT services company with its head office in `,
          `${company.headOffice.lines[1]}, ${company.headOffice.region}, ${company.headOffice.country}, and a branch office in ${company.branchOffice.region}, ${company.branchOffice.country}.`,
        ),
        p(
          'These terms form an agreement between you and us. They apply together with our ',
          { kind: 'page', to: 'privacy', text: 'privacy policy' },
          ', which explains what information we collect and how we use it. This version applies from ',
          effective,
          '.',
        ),
      ],
    },
    {
      id: 'terms-definitions',
      title: 'Definitions',
      blocks: [
        definitions(
          { term: 'Website', meaning: [`The site at ${company.url} and its pages, forms and downloads.`] },
          {
            term: 'App',
            meaning: [
              `The ${schoolApp.name} for ${schoolApp.platform} phones and tablets, published on ${schoolApp.store}.`,
            ],
          },
          {
            term: 'School',
            meaning: [
              'An educational institution that uses our school ERP software and invites its teachers, students and parents to the app.',
            ],
          },
          { term: 'Services', meaning: ['The website and the app together.'] },
          {
            term: 'You',
            meaning: [
              'Any person who visits the website or uses the app, or the organisation on whose behalf that person acts.',
            ],
          },
          {
            term: 'Content',
            meaning: [
              'Text, images, notices, class work, home work, files and other material shown in or sent through the services.',
            ],
          },
        ),
      ],
    },
    {
      id: 'terms-website',
      title: 'Using the website',
      blocks: [
        p(
          'The website presents our products and services. You may browse it, download the spreadsheet templates we offer and contact us through its forms for your own business or personal purposes.',
        ),
        p(
          'Information on the website is given in good faith for general guidance. Product descriptions, features and prices may change, and a quotation or contract we send you takes precedence over anything shown on the website.',
        ),
        p(
          'When you send an inquiry or subscribe to our updates, the details you give must be true and yours to share.',
        ),
      ],
    },
    {
      id: 'terms-app',
      title: 'The school ERP app',
      blocks: [
        p(`${schoolAppStatement} ${company.name} provides it at no cost, and it is intended for use as it is.`),
        list(
          'A school gives you access to the app; your account, classes and the content you see are managed by that school.',
          'The school is responsible for the class work, home work and notices it publishes through the app.',
          "The app needs an internet connection. Your mobile operator's data charges apply, including when you use the app abroad.",
          `Keep your phone secure: we advise against using the app on a “rooted” or otherwise modified ${schoolApp.platform} device, which can expose it to malicious software and may stop the app from working.`,
          `We may update the app from time to time and may stop supporting older versions of ${schoolApp.platform}. Please accept updates so that the app keeps working correctly.`,
        ),
        p(
          'We may stop providing the app at any time without notice. When the app or your access to it ends, the rights these terms give you end too, and you must stop using the app and, if needed, delete it from your device.',
        ),
      ],
    },
    {
      id: 'terms-conduct',
      title: 'Acceptable use',
      blocks: [
        p('When you use the services you agree not to:'),
        list(
          'copy, modify or redistribute the app or any part of it, or our trademarks, or try to extract its source code;',
          "use another person's account or share your sign-in details;",
          'upload content that is unlawful, offensive, misleading or that infringes the rights of others;',
          'interfere with the security or working of the services, or try to reach data you are not entitled to see;',
          'send unsolicited advertising or automated requests through our forms.',
        ),
        p('We may suspend access for anyone who breaks these rules.'),
      ],
    },
    {
      id: 'terms-ip',
      title: 'Intellectual property',
      blocks: [
        p(
          `The website and the app, their design, code and trademarks, and our own content belong to ${company.name}. `,
          'Content that a school or its users publish remains theirs; they give us the permission we need to store it and show it to the people the school chooses.',
        ),
        p(
          'We reserve the right to change the app or to charge for it or for future services, and we will always tell you clearly what you would be paying for.',
        ),
      ],
    },
    {
      id: 'terms-third-party',
      title: 'Third-party services and links',
      blocks: [
        p(
          `The app uses third-party services, such as ${playServices.name}, which have their own terms and conditions. Please read the `,
          {
            kind: 'external',
            text: `${playServices.name} terms of service`,
            href: playServices.termsHref,
          },
          ' as well.',
        ),
        p(
          'The website and the app may link to other sites that we do not operate. We are not responsible for their content, their terms or their privacy practices, and we suggest you read them when you visit.',
        ),
      ],
    },
    {
      id: 'terms-children',
      title: 'Children',
      blocks: [
        p(
          `The services are not directed to anyone under the age of ${childPrivacyAge}, and we do not knowingly serve children under ${childPrivacyAge} or collect their personal information. `,
          'Where a school gives students access to the app, the school and the parents or guardians remain responsible for their use of it.',
        ),
        p(
          'If you are a parent or guardian and you believe your child has given us personal information, please write to ',
          email,
          ' so that we can delete it. The ',
          { kind: 'page', to: 'privacy', text: 'privacy policy' },
          " explains children's privacy in more detail.",
        ),
      ],
    },
    {
      id: 'terms-liability',
      title: 'Availability and liability',
      blocks: [
        p(
          'We work hard to keep the services available, accurate and secure, but we cannot promise that they will always be available or free of errors. ',
          'Some functions of the app need an internet connection, and we are not responsible if the app does not work fully because you have no connection or have used up your data allowance, or because your device has run out of battery.',
        ),
        p(
          'To the extent the law allows, we are not liable for indirect or consequential loss arising from the use of the services. Nothing in these terms limits rights you have under the law that cannot be excluded.',
        ),
      ],
    },
    {
      id: 'terms-changes',
      title: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms from time to time. We will post the new version on this page with its effective date, so please check it now and then. ',
          'Changes apply from the date they are posted. These terms are effective as of ',
          effective,
          '.',
        ),
      ],
    },
    {
      id: 'terms-law',
      title: 'Governing law',
      blocks: [
        p(
          `These terms are governed by the laws of ${company.headOffice.country}. Any dispute is subject to the courts of Vadodara, ${company.headOffice.region}, `,
          'unless the law of the country where you live gives you the right to bring proceedings there.',
        ),
      ],
    },
    {
      id: 'terms-contact',
      title: 'Contact us',
      blocks: [
        p(
          'If you have any questions or suggestions about these terms, do not hesitate to contact us at ',
          email,
          ' or at one of our offices:',
        ),
        contact,
      ],
    },
  ],
};
