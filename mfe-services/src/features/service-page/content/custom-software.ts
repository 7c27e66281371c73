import diagram from 'bootstrap-icons/icons/diagram-3.svg';
import check from 'bootstrap-icons/icons/check2-circle.svg';
import chart from 'bootstrap-icons/icons/bar-chart-line.svg';
import plug from 'bootstrap-icons/icons/plug.svg';
import people from 'bootstrap-icons/icons/people.svg';
import db from 'bootstrap-icons/icons/database-gear.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Custom software development',
  intro: {
    heading: 'When spreadsheets and off-the-shelf tools stop fitting',
    paragraphs: [
      'Most growing organisations run on a mix of spreadsheets, e-mail threads and a packaged tool that does 70% of the job. The other 30% is done by hand: copying figures between files, chasing approvals, rebuilding the same report every month. Errors creep in and nobody has the full picture.',
      'We build web-based software around the way your organisation actually works. It runs in the browser on any device, keeps one copy of your data, routes each task to the right person and produces the reports you need at a click. The same team built our school ERP, timesheet, leave, project and appraisal products, so the building blocks are proven in daily use.',
    ],
  },
  features: {
    heading: 'What we build',
    lead: 'Each system is designed for your process and your users, then built on a tested foundation so you do not pay to reinvent the basics.',
    items: [
      { icon: diagram, title: 'Workflows and approvals', text: 'Requests, approvals in as many layers as you need, escalations and reminders, with a full history of who did what and when.' },
      { icon: people, title: 'Roles and permissions', text: 'Staff, managers, clients or franchisees each see only their own screens and data, enforced on the server, not just hidden.' },
      { icon: chart, title: 'Dashboards and reports', text: 'Live dashboards for management and exportable reports in Excel or PDF, built from the figures you already track.' },
      { icon: plug, title: 'Integrations', text: 'SMS and e-mail alerts, online payment gateways, biometric devices, accounting software and your existing databases.' },
      { icon: db, title: 'Data migration', text: 'We move your spreadsheets and old system data across, cleaned and checked, so you start on day one with full history.' },
      { icon: check, title: 'Testing and support', text: 'Every release is tested against your real scenarios, and after go-live we fix, maintain and extend the software for you.' },
    ],
  },
  process: {
    heading: 'How a project runs',
    steps: [
      { title: 'Discovery workshop', text: 'We sit with the people who will use the system, map the current process and agree what the first version must do.' },
      { title: 'Design and prototype', text: 'Clickable screens let you try the workflow before any code is written, when changes are still cheap.' },
      { title: 'Development in short cycles', text: 'Working software every two to three weeks on a test link, so you see progress and steer it.' },
      { title: 'Testing, training and launch', text: 'User acceptance testing with your team, data migration, staff training and a calm go-live.' },
      { title: 'Support and growth', text: 'A support agreement with clear response times, and new modules added as your needs grow.' },
    ],
  },
  benefits: {
    heading: 'Why clients choose us for custom software',
    items: [
      'You own the software and its source code once the final payment is made.',
      'Fixed-price phases with a written scope, so the budget does not drift.',
      'Proven modules from our own products (roles, approvals, reports) shorten delivery time.',
      'One accountable team in India and Australia, reachable by phone, not a ticket queue.',
      'Secure by default: encrypted connections, role checks on the server, daily backups.',
    ],
  },
  cta: {
    heading: 'Tell us about the process you want to fix',
    text: 'Send us a short description of how the work is done today. We will come back with a suggested approach, a timeline and a price range.',
    label: 'Discuss your software project',
  },
};

export default content;
