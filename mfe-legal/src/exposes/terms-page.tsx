import type { RemoteModules } from '@radix/site-kit';
import { LegalPage } from '../components/legal-page';
import { termsDocument } from '../content/terms';

/** Terms & Conditions (`/tearmsandcondition`). */
function TermsPage() {
  return <LegalPage document={termsDocument} />;
}

export default TermsPage satisfies RemoteModules['legal/TermsPage'];
