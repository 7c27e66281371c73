import type { LegalDocumentContent } from '../../content/schemas';
import file from '../../content/terms.yml';
import { withFacts } from './legal-facts';
import type { LegalDocument } from './types';

/** The terms and conditions of the website and of the free school-ERP app (`content/terms.yml`, checked by the build). */
export const termsDocument: LegalDocument = { route: 'terms', ...withFacts(file as LegalDocumentContent) };
