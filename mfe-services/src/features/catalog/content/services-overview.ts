import type { ServicesOverview } from '../../../../content/schemas';
import file from '../../../../content/services-overview.yml';

/** Copy of the services list page around the cards (`content/services-overview.yml`, checked by the build). */
export const servicesOverview = file as ServicesOverview;
