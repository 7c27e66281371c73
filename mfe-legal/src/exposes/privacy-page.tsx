import type { RemoteModules } from '@radix/site-kit';
import { LegalPage } from '../components/legal-page';
import { privacyDocument } from '../content/privacy';

/** Privacy Policy (`/privacypolicy`). */
function PrivacyPage() {
  return <LegalPage document={privacyDocument} />;
}

export default PrivacyPage satisfies RemoteModules['legal/PrivacyPage'];
