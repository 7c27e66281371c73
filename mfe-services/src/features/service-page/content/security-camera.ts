import camera from 'bootstrap-icons/icons/camera-video.svg';
import phone from 'bootstrap-icons/icons/phone.svg';
import moon from 'bootstrap-icons/icons/moon-stars.svg';
import record from 'bootstrap-icons/icons/record-circle.svg';
import bell from 'bootstrap-icons/icons/bell.svg';
import tools from 'bootstrap-icons/icons/tools.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Security camera and CCTV',
  intro: {
    heading: 'See what happens on your premises, from anywhere',
    paragraphs: [
      'Theft, disputes at the gate, safety incidents on the shop floor: without clear recordings there is no way to know what really happened. Many installed systems have blind spots, grainy night images or a recorder that stopped working months ago without anyone noticing.',
      'We survey your site, design camera coverage for every entrance, corridor and critical area, and install analogue HD or IP camera systems with a recorder sized for the number of days you must keep footage. You can watch live and recorded video on your phone, and we maintain the system so it keeps recording.',
    ],
  },
  features: {
    heading: 'What our CCTV installations include',
    lead: 'Complete systems for schools, offices, shops, warehouses, factories and housing societies.',
    items: [
      { icon: camera, title: 'HD and IP cameras', text: 'Dome, bullet and PTZ cameras from reputable brands, chosen for each location indoors and outdoors.' },
      { icon: moon, title: 'Night vision', text: 'Infrared and colour night-vision cameras that record clear images in low light.' },
      { icon: record, title: 'Recording and storage', text: 'DVR or NVR recorders with enough disk for 15, 30 or more days of footage.' },
      { icon: phone, title: 'Remote viewing', text: 'Live and recorded video on your phone or computer, with secure access for each person you choose.' },
      { icon: bell, title: 'Motion alerts', text: 'Notifications when movement is detected in chosen areas after hours.' },
      { icon: tools, title: 'Annual maintenance', text: 'Cleaning, health checks of cameras and disks, and repairs under an annual maintenance contract.' },
    ],
  },
  process: {
    heading: 'From survey to handover',
    steps: [
      { title: 'Site survey', text: 'We walk your premises and mark camera positions, cable routes and the recorder location.' },
      { title: 'Proposal', text: 'A camera plan with models, storage days and a fixed installation price.' },
      { title: 'Installation', text: 'Neat, concealed cabling, mounting, power backup and recorder setup, with minimal disruption.' },
      { title: 'Handover and training', text: 'Phone app setup, a walk-through on finding and exporting footage, and a maintenance schedule.' },
    ],
  },
  benefits: {
    heading: 'Why choose us for CCTV',
    items: [
      'Coverage designed from a site survey, not a fixed number of cameras.',
      'Networking and CCTV from the same team, so remote viewing works reliably.',
      'Recordings stay on your premises, with passwords changed from factory defaults.',
      'Maintenance contracts that catch a failed camera or disk before you need the footage.',
    ],
  },
  cta: {
    heading: 'Protect your premises',
    text: 'Tell us the type of site, its size and what you want to watch. We will arrange a survey and a fixed quote.',
    label: 'Book a site survey',
  },
};

export default content;
