import type { ProductKey } from '@radix/site-kit';
import type { ProductSummary } from '../../content/schemas';
import file from '../../content/products.yml';
import schoolErpImage from '../assets/school-erp.svg';
import timesheetImage from '../assets/timesheet.svg';
import leaveImage from '../assets/leave.svg';
import projectImage from '../assets/project.svg';
import appraisalImage from '../assets/appraisal.svg';

/**
 * How each product is presented in lists (`content/products.yml`, checked by the build): its line
 * and sentences there, and its illustration (480 x 320), built with the part.
 */
const summaries = file as Record<ProductKey, ProductSummary>;

const images: Record<ProductKey, string> = {
  schoolErp: schoolErpImage,
  timesheet: timesheetImage,
  leave: leaveImage,
  project: projectImage,
  appraisal: appraisalImage,
};

export const productSummaries = Object.fromEntries(
  Object.entries(images).map(([key, image]) => [key, { image, ...summaries[key as ProductKey] }]),
) as Record<ProductKey, ProductSummary & { image: string }>;
