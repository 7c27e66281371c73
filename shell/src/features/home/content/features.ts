import type { FeaturesContent } from '../../../../content/schemas';
import file from '../../../../content/features.yml';
import { withGlyphs, type IconItem } from '../../ui/content/icon-item';
import { chartGlyph } from '../../ui/glyphs/chart';
import { cloudGlyph } from '../../ui/glyphs/cloud';
import { mobileGlyph } from '../../ui/glyphs/mobile';
import { shieldGlyph } from '../../ui/glyphs/shield';
import { speedGlyph } from '../../ui/glyphs/speed';
import { supportGlyph } from '../../ui/glyphs/support';

/** One strength of the company's software and service, shown in the home feature block. */
export type Feature = IconItem;

/** The home page's feature block (`content/features.yml`, checked by the build). */
const content = file as FeaturesContent;

export const featuresHeading = content.heading;
export const featuresLead = content.lead;

export const features: readonly Feature[] = withGlyphs(content.features, {
  shield: shieldGlyph,
  mobile: mobileGlyph,
  chart: chartGlyph,
  cloud: cloudGlyph,
  speed: speedGlyph,
  support: supportGlyph,
});
