import type { ServicePageKey } from '../../../routes';
import code from 'bootstrap-icons/icons/code-slash.svg';
import layout from 'bootstrap-icons/icons/layout-text-window-reverse.svg';
import phone from 'bootstrap-icons/icons/phone.svg';
import palette from 'bootstrap-icons/icons/palette.svg';
import search from 'bootstrap-icons/icons/search.svg';
import globe from 'bootstrap-icons/icons/globe2.svg';
import megaphone from 'bootstrap-icons/icons/megaphone.svg';
import camera from 'bootstrap-icons/icons/camera-video.svg';
import diagram from 'bootstrap-icons/icons/diagram-3.svg';

/** One card of the services list and of the home services grid. */
export interface ServiceCard {
  /** The page the card leads to. */
  service: ServicePageKey;
  /** Card title; the page's own label when omitted. */
  title?: string;
  summary: string;
  /** URL of a single-colour SVG icon. */
  icon: string;
  /** A second page the card also covers, linked from the card. */
  alsoCovers?: ServicePageKey;
}

/**
 * The nine cards of the services list. Domain registration and web hosting share one card that leads
 * to the hosting plans and links the domain page as well.
 */
export const serviceCards: readonly ServiceCard[] = [
  {
    service: 'customSoftware',
    summary: 'Web software shaped around how your organisation works: workflows, approvals, reports and integrations.',
    icon: code,
  },
  {
    service: 'websiteDesign',
    summary: 'Fast, responsive websites that explain what you sell and turn visitors into enquiries.',
    icon: layout,
  },
  {
    service: 'mobileApps',
    summary: 'Android apps built with Flutter: one code base, native speed, ready for Google Play.',
    icon: phone,
  },
  {
    service: 'graphicalDesign',
    summary: 'Logos, brand identity, brochures, social media creatives and interface design that look like you.',
    icon: palette,
  },
  {
    service: 'seo',
    summary: 'Technical fixes, keyword research and local SEO that bring people searching for you to your site.',
    icon: search,
  },
  {
    service: 'webHosting',
    title: 'Domain Registration & Web Hosting',
    summary: 'Your name on the web and a home for your site and mailboxes, with six hosting plans from ₹1,000 a year.',
    icon: globe,
    alsoCovers: 'domainRegistration',
  },
  {
    service: 'digitalMarketing',
    summary: 'Social media, pay-per-click and e-mail campaigns measured by the leads they bring, not by likes.',
    icon: megaphone,
  },
  {
    service: 'securityCamera',
    summary: 'CCTV and IP camera systems for schools, offices, shops and factories, with remote viewing on your phone.',
    icon: camera,
  },
  {
    service: 'networking',
    summary: 'Structured cabling, LAN and Wi-Fi, firewalls and upkeep so your office stays connected.',
    icon: diagram,
  },
];
