import inquiry from './generated/school-erp-inquiry-template.xlsx';
import admission from './generated/school-erp-admission-template.xlsx';
import staff from './generated/school-erp-staff-template.xlsx';
import type { TemplateId } from './template-specs';

/** URLs of the generated workbooks (written by `npm run templates` before every build). */
export const templateFiles: Record<TemplateId, string> = { inquiry, admission, staff };
