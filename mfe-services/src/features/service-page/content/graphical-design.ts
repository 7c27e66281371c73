import bezier from 'bootstrap-icons/icons/bezier2.svg';
import palette from 'bootstrap-icons/icons/palette.svg';
import card from 'bootstrap-icons/icons/card-text.svg';
import share from 'bootstrap-icons/icons/share.svg';
import layout from 'bootstrap-icons/icons/layout-text-window-reverse.svg';
import images from 'bootstrap-icons/icons/images.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Graphical design',
  intro: {
    heading: 'People judge a business by how it looks',
    paragraphs: [
      'A home-made logo, brochures in three different styles and social media posts that look unrelated tell prospective clients that the details are not looked after, even when your work is excellent.',
      'Our designers give your business a consistent visual identity and apply it everywhere you appear: print, web, social media and the screens of your software. Every file is delivered in the formats your printer, web team and social media manager need.',
    ],
  },
  features: {
    heading: 'What we design',
    lead: 'Brand work and day-to-day creatives from the same designers, so everything matches.',
    items: [
      { icon: bezier, title: 'Logo and brand identity', text: 'Logo concepts, colour palette, typography and a short brand guide that keeps everyone consistent.' },
      { icon: card, title: 'Print and stationery', text: 'Visiting cards, letterheads, brochures, flyers, banners and standees, delivered print-ready.' },
      { icon: share, title: 'Social media creatives', text: 'Post and story templates, festive greetings and campaign artwork sized for every platform.' },
      { icon: layout, title: 'Website and app interfaces', text: 'Screen designs and clickable prototypes for websites and apps, ready for development.' },
      { icon: images, title: 'Illustrations and icons', text: 'Custom illustrations and icon sets in your brand colours instead of generic stock images.' },
      { icon: palette, title: 'Presentations and reports', text: 'Company profiles, pitch decks and annual reports that are easy to read and look professional.' },
    ],
  },
  process: {
    heading: 'Our design process',
    steps: [
      { title: 'Brief', text: 'Your audience, your competitors and the impression you want to make.' },
      { title: 'Concepts', text: 'Two or three distinct directions, each explained, for you to choose from.' },
      { title: 'Refinement', text: 'Up to three rounds of changes on the chosen direction.' },
      { title: 'Delivery', text: 'Source files, print PDFs and web formats (SVG, PNG) with a brand guide.' },
    ],
  },
  benefits: {
    heading: 'Why choose us for design',
    items: [
      'Original work: no templates or clip art, and you own the final artwork.',
      'Designers who also build websites and apps, so designs work in practice.',
      'Print and digital formats delivered together, ready to use.',
      'Quick turnaround on everyday creatives once your brand is set.',
    ],
  },
  cta: {
    heading: 'Let’s give your brand a consistent look',
    text: 'Send us what you use today (logo, brochures, posts) and what you need next. We will reply with ideas and a quote.',
    label: 'Start a design project',
  },
};

export default content;
