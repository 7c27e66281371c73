import type { LegalDocumentContent } from '../../content/schemas';
import file from '../../content/privacy.yml';
import { withFacts } from './legal-facts';
import type { LegalDocument } from './types';

/** The privacy policy of the website and of the free school-ERP app (`content/privacy.yml`, checked by the build). */
export const privacyDocument: LegalDocument = { route: 'privacy', ...withFacts(file as LegalDocumentContent) };
