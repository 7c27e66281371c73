import type { SchoolErpContent } from '../../../../content/schemas';
import file from '../../../../content/pages/school-erp.yml';

/** The school ERP page's copy (`content/pages/school-erp.yml`, checked by the build). */
export const schoolErp = file as SchoolErpContent;
