import type { IconItem } from '../../ui/content/icon-item';
import { chartGlyph } from '../../ui/glyphs/chart';
import { cloudGlyph } from '../../ui/glyphs/cloud';
import { mobileGlyph } from '../../ui/glyphs/mobile';
import { shieldGlyph } from '../../ui/glyphs/shield';
import { speedGlyph } from '../../ui/glyphs/speed';
import { supportGlyph } from '../../ui/glyphs/support';

/** One strength of the company's software and service, shown in the home feature block. */
export type Feature = IconItem;

export const featuresHeading = 'Built for growing organisations';
export const featuresLead = 'What every product and project we deliver has in common.';

export const features: readonly Feature[] = [
  {
    key: 'secure',
    title: 'Secure by design',
    text: 'Role-based access, encrypted connections and daily backups protect your data and your reputation.',
    icon: shieldGlyph,
  },
  {
    key: 'responsive',
    title: 'Works on every device',
    text: 'Responsive screens and Android apps, so staff, parents and customers can use it wherever they are.',
    icon: mobileGlyph,
  },
  {
    key: 'reports',
    title: 'Reports that decide',
    text: 'Dashboards and exportable reports turn everyday entries into numbers management can act on.',
    icon: chartGlyph,
  },
  {
    key: 'cloud',
    title: 'Cloud or on-premise',
    text: 'Hosted by us with monitoring and updates, or installed on your own servers: your choice.',
    icon: cloudGlyph,
  },
  {
    key: 'fast',
    title: 'Fast to roll out',
    text: 'Ready modules configured to your rules mean weeks, not months, from decision to daily use.',
    icon: speedGlyph,
  },
  {
    key: 'support',
    title: 'Support that answers',
    text: 'Training for your team and a support desk in India and Australia that knows your setup.',
    icon: supportGlyph,
  },
];
