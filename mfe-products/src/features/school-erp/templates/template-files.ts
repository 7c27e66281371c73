import inquiry from './generated/inquiry-template.xlsx';
import admission from './generated/admission-template.xlsx';
import staff from './generated/staff-template.xlsx';
import type { TemplateId } from './template-specs';

/** URLs of the generated workbooks (written by `npm run templates` before every build). */
export const templateFiles: Record<TemplateId, string> = { inquiry, admission, staff };
