import share from 'bootstrap-icons/icons/share.svg';
import cursor from 'bootstrap-icons/icons/hand-index-thumb.svg';
import pen from 'bootstrap-icons/icons/vector-pen.svg';
import envelope from 'bootstrap-icons/icons/envelope-at.svg';
import target from 'bootstrap-icons/icons/bullseye.svg';
import graph from 'bootstrap-icons/icons/graph-up-arrow.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Digital marketing',
  intro: {
    heading: 'Marketing that is measured in enquiries, not likes',
    paragraphs: [
      'Many businesses post on social media now and then, boost a post when sales are slow and cannot tell whether any of it paid for itself. Budgets are spent, but nobody can say which campaign brought the last ten customers.',
      'We plan, run and measure your online marketing as one joined-up effort: social media, pay-per-click advertising on Google and Meta, content and e-mail. Every campaign has a goal, tracking from the first click to the enquiry form, and a monthly report that shows the cost of each lead.',
    ],
  },
  features: {
    heading: 'Channels we manage',
    lead: 'We pick the channels that reach your buyers, rather than being everywhere at once.',
    items: [
      { icon: share, title: 'Social media marketing', text: 'A content calendar, designed posts and community management on Facebook, Instagram and LinkedIn.' },
      { icon: cursor, title: 'Pay-per-click advertising', text: 'Google Ads and Meta campaigns with careful targeting, tested ad copy and daily budget control.' },
      { icon: pen, title: 'Content marketing', text: 'Articles, case studies and videos that answer your clients’ questions and support your SEO.' },
      { icon: envelope, title: 'E-mail marketing', text: 'Newsletters and automated follow-ups to subscribers and past clients, with clean, permission-based lists.' },
      { icon: target, title: 'Landing pages', text: 'Focused pages for each campaign, built and tested to turn clicks into enquiries.' },
      { icon: graph, title: 'Analytics and tracking', text: 'Conversion tracking and dashboards so every rupee or dollar spent is accounted for.' },
    ],
  },
  process: {
    heading: 'How we run your campaigns',
    steps: [
      { title: 'Goals and audience', text: 'We agree targets (leads, sales, admissions) and describe who we need to reach.' },
      { title: 'Plan and creatives', text: 'A channel plan, monthly budget split, and the posts, ads and landing pages to go with it.' },
      { title: 'Launch and optimise', text: 'Campaigns go live and are adjusted weekly: poor ads paused, winners given more budget.' },
      { title: 'Report and review', text: 'A monthly report with cost per lead and a call to plan the next month.' },
    ],
  },
  benefits: {
    heading: 'Why choose us for digital marketing',
    items: [
      'Ad budgets are paid by you directly to Google or Meta, with no hidden mark-up.',
      'Designers, developers and marketers in one team: landing pages and creatives are made in-house.',
      'Results reported as enquiries and cost per lead, not just reach and impressions.',
      'Month-to-month engagement after the first three months.',
    ],
  },
  cta: {
    heading: 'Let’s plan your next campaign',
    text: 'Tell us what you sell, who buys it and what you spend on marketing today. We will suggest where your budget works hardest.',
    label: 'Plan a campaign with us',
  },
};

export default content;
