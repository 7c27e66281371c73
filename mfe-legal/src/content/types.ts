import type { LegalDocumentContent } from '../../content/schemas';

export type {
  Block,
  Definition,
  GlanceSlideContent as GlanceSlide,
  Inline,
  LegalSectionContent as LegalSection,
  Run,
} from '../../content/schemas';

/** A legal page: its words (`content/<route>.yml`, facts filled in) and the route that shows it. */
export type LegalDocument = LegalDocumentContent & { route: 'terms' | 'privacy' };
