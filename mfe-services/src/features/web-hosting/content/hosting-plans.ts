import type { HostingPlansContent } from '../../../../content/schemas';
import file from '../../../../content/hosting-plans.yml';

/** The hosting tiers and what every one includes (`content/hosting-plans.yml`, checked by the build). */
export const hostingPlansContent = file as HostingPlansContent;
