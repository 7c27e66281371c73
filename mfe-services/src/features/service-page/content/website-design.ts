import layout from 'bootstrap-icons/icons/layout-text-window-reverse.svg';
import phone from 'bootstrap-icons/icons/phone.svg';
import speed from 'bootstrap-icons/icons/speedometer2.svg';
import pen from 'bootstrap-icons/icons/vector-pen.svg';
import search from 'bootstrap-icons/icons/search.svg';
import cart from 'bootstrap-icons/icons/cart3.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Website design and development',
  intro: {
    heading: 'Your website is often the first meeting with a client',
    paragraphs: [
      'Before anyone calls you, they look you up. A slow site, a page that breaks on a phone or a contact form that never answers sends them to a competitor in seconds, and you never learn they were there.',
      'We design and build websites that load fast, read well on every screen and make it obvious what you offer and how to reach you. You can update the text, photos and news yourself through a simple content management system, and every page is ready for search engines from the day it goes live.',
    ],
  },
  features: {
    heading: 'What you get',
    lead: 'A complete website, not just a template: structure, words, design, build and launch.',
    items: [
      { icon: layout, title: 'Custom design', text: 'A layout designed around your brand and your visitors, with clear calls to action on every page.' },
      { icon: phone, title: 'Mobile first', text: 'Designed for phones first, then tablets and desktops, and tested on real devices before launch.' },
      { icon: speed, title: 'Fast loading', text: 'Optimised images, clean code and caching, so pages open in under two seconds on a 4G connection.' },
      { icon: pen, title: 'Easy to update', text: 'Edit pages, add news or swap photos yourself, with short training for your staff.' },
      { icon: search, title: 'SEO ready', text: 'Page titles, descriptions, headings, sitemap and analytics set up properly from the start.' },
      { icon: cart, title: 'E-commerce and forms', text: 'Online shops, payment gateways, booking and inquiry forms that land in your inbox or your CRM.' },
    ],
  },
  process: {
    heading: 'From first call to launch',
    steps: [
      { title: 'Brief and sitemap', text: 'We agree your goals, audience and pages, and write the sitemap together.' },
      { title: 'Design', text: 'A home page and an inner page designed for desktop and phone, revised until you are happy.' },
      { title: 'Build and content', text: 'We build every page, load your content and connect forms, analytics and any integrations.' },
      { title: 'Test and launch', text: 'Checks on browsers, phones, speed and accessibility, then we go live on your domain.' },
    ],
  },
  benefits: {
    heading: 'Why choose us for your website',
    items: [
      'Typical brochure sites go live in three to five weeks from an agreed sitemap.',
      'Accessible design: readable contrast, keyboard navigation and proper headings.',
      'Hosting, domain, e-mail and SEO from the same team if you want them.',
      'You keep full ownership of the domain, the content and the site files.',
    ],
  },
  cta: {
    heading: 'Ready for a website that works as hard as you do?',
    text: 'Share your current site (if you have one) and two or three sites you like. We will suggest a structure and send a fixed quote.',
    label: 'Get a website quote',
  },
};

export default content;
