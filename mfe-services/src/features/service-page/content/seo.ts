import speed from 'bootstrap-icons/icons/speedometer2.svg';
import search from 'bootstrap-icons/icons/search.svg';
import code from 'bootstrap-icons/icons/file-earmark-code.svg';
import geo from 'bootstrap-icons/icons/geo-alt.svg';
import link from 'bootstrap-icons/icons/link-45deg.svg';
import report from 'bootstrap-icons/icons/clipboard-data.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Search engine optimization',
  intro: {
    heading: 'If clients cannot find you, they find someone else',
    paragraphs: [
      'Most buying decisions start with a search. When your site sits on page three of Google for "school software in Vadodara" or "CCTV installation Brisbane", the calls go to whoever ranks first, even if your service is better.',
      'Search engine optimization (SEO) is the work that helps search engines understand, trust and rank your site. We fix the technical problems that hold it back, research the words your clients actually type, improve your pages around them and build local visibility, then report every month on rankings, traffic and enquiries.',
    ],
  },
  features: {
    heading: 'What our SEO work covers',
    lead: 'White-hat techniques only: nothing that risks a penalty for a short-term gain.',
    items: [
      { icon: speed, title: 'Technical SEO audit', text: 'Speed, mobile usability, broken links, duplicate pages, indexing and structured data checked and fixed.' },
      { icon: search, title: 'Keyword research', text: 'The searches that bring buyers, not just visitors, ranked by volume, competition and intent.' },
      { icon: code, title: 'On-page optimisation', text: 'Titles, descriptions, headings, content and internal links improved page by page.' },
      { icon: geo, title: 'Local SEO', text: 'Google Business Profile set up and managed, consistent listings, and reviews that help you appear in the map results.' },
      { icon: link, title: 'Quality backlinks', text: 'Mentions from relevant directories, associations and publications, earned rather than bought.' },
      { icon: report, title: 'Monthly reporting', text: 'Rankings, organic traffic and enquiries in a plain-language report, with next month’s plan.' },
    ],
  },
  process: {
    heading: 'How we improve your rankings',
    steps: [
      { title: 'Audit and baseline', text: 'We measure where you stand today: rankings, traffic, technical issues and competitors.' },
      { title: 'Strategy', text: 'A keyword map assigning each target search to one page of your site.' },
      { title: 'Fixes and content', text: 'Technical fixes first, then page improvements and new content where a page is missing.' },
      { title: 'Authority and local presence', text: 'Listings, reviews and links that build trust with search engines.' },
      { title: 'Measure and adjust', text: 'Monthly reports and a review call; we shift effort to what brings enquiries.' },
    ],
  },
  benefits: {
    heading: 'Why choose us for SEO',
    items: [
      'We are developers too: technical fixes are made, not just listed in a report.',
      'Local SEO experience in Gujarat and Queensland.',
      'Monthly plans with no long lock-in, and clear reports you can check yourself in Google Search Console.',
      'Honest expectations: SEO usually shows clear results within three to six months.',
    ],
  },
  cta: {
    heading: 'Find out what holds your site back',
    text: 'Send us your website address and the searches you want to be found for. We will reply with the top issues we see.',
    label: 'Ask for an SEO review',
  },
};

export default content;
