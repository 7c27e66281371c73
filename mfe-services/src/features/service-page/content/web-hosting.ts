import type { ServiceContent } from '../../../../content/schemas';
import page from '../../../../content/services/web-hosting.yml';
import { hostingPlansContent } from '../../web-hosting/content/hosting-plans';

/** The web hosting page: its own copy and the hosting plans, in one chunk. */
const content: ServiceContent = { ...(page as ServiceContent), plans: hostingPlansContent };

export default content;
