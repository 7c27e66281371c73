import ethernet from 'bootstrap-icons/icons/ethernet.svg';
import wifi from 'bootstrap-icons/icons/wifi.svg';
import router from 'bootstrap-icons/icons/router.svg';
import lock from 'bootstrap-icons/icons/shield-lock.svg';
import server from 'bootstrap-icons/icons/hdd-network.svg';
import headset from 'bootstrap-icons/icons/headset.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Networking',
  intro: {
    heading: 'A network you never have to think about',
    paragraphs: [
      'Slow Wi-Fi in the meeting room, a printer nobody can reach, cables nobody can trace and a single router that takes the whole office offline when it fails: a weak network wastes hours every week and leaves your data exposed.',
      'We design, install and maintain wired and wireless networks for offices, schools, shops and campuses. That covers structured cabling, switches, Wi-Fi coverage for every room, firewalls and secure remote access, all documented so any engineer can understand it.',
    ],
  },
  features: {
    heading: 'Networking services',
    lead: 'From a ten-desk office to a multi-building campus.',
    items: [
      { icon: ethernet, title: 'Structured cabling', text: 'Cat6 cabling, racks, patch panels and labelled outlets, tested and certified.' },
      { icon: wifi, title: 'Wi-Fi coverage', text: 'Access points placed from a site survey, with seamless roaming and a separate guest network.' },
      { icon: router, title: 'Routers and switches', text: 'Business-grade equipment configured with separate networks (VLANs) for staff, CCTV and guests.' },
      { icon: lock, title: 'Firewalls and VPN', text: 'Firewalls, content filtering for schools and secure VPN access for staff working from home.' },
      { icon: server, title: 'Servers and storage', text: 'File servers, network storage and backup devices set up and connected to your network.' },
      { icon: headset, title: 'Maintenance and support', text: 'Monitoring, firmware updates and on-site or remote support under an annual contract.' },
    ],
  },
  process: {
    heading: 'How we deliver your network',
    steps: [
      { title: 'Survey and needs', text: 'We count users and devices, check the building and note what is slow or unreliable today.' },
      { title: 'Design', text: 'A network diagram, equipment list and fixed quote you can compare like for like.' },
      { title: 'Installation', text: 'Cabling, equipment and configuration, scheduled to keep your work running.' },
      { title: 'Documentation and support', text: 'Diagrams, passwords and port maps handed over, then ongoing support as you need it.' },
    ],
  },
  benefits: {
    heading: 'Why choose us for networking',
    items: [
      'Vendor-neutral advice: equipment chosen for your needs and budget.',
      'Clean, labelled installations with full documentation handed to you.',
      'CCTV, servers and software from the same team, so everything works together.',
      'Fast local support from Vadodara and Queensland.',
    ],
  },
  cta: {
    heading: 'Fix your network for good',
    text: 'Tell us about your premises, users and the problems you see today. We will suggest a plan and arrange a survey.',
    label: 'Arrange a network survey',
  },
};

export default content;
