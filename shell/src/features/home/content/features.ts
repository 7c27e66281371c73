import type { IconItem } from '../../ui/content/icon-item';

/** One strength of the company's software and service, shown in the home feature block. */
export type Feature = IconItem;

export const featuresHeading = 'Built for growing organisations';
export const featuresLead = 'What every product and project we deliver has in common.';

export const features: readonly Feature[] = [
  {
    key: 'secure',
    title: 'Secure by design',
    text: 'Role-based access, encrypted connections and daily backups protect your data and your reputation.',
    icon: 'shield',
  },
  {
    key: 'responsive',
    title: 'Works on every device',
    text: 'Responsive screens and Android apps, so staff, parents and customers can use it wherever they are.',
    icon: 'mobile',
  },
  {
    key: 'reports',
    title: 'Reports that decide',
    text: 'Dashboards and exportable reports turn everyday entries into numbers management can act on.',
    icon: 'chart',
  },
  {
    key: 'cloud',
    title: 'Cloud or on-premise',
    text: 'Hosted by us with monitoring and updates, or installed on your own servers: your choice.',
    icon: 'cloud',
  },
  {
    key: 'fast',
    title: 'Fast to roll out',
    text: 'Ready modules configured to your rules mean weeks, not months, from decision to daily use.',
    icon: 'speed',
  },
  {
    key: 'support',
    title: 'Support that answers',
    text: 'Training for your team and a support desk in India and Australia that knows your setup.',
    icon: 'support',
  },
];
