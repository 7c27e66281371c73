import type { ProductKey } from '@radix/site-kit';
import schoolErpImage from '../assets/school-erp.svg';
import timesheetImage from '../assets/timesheet.svg';
import leaveImage from '../assets/leave.svg';
import projectImage from '../assets/project.svg';
import appraisalImage from '../assets/appraisal.svg';

/** How a product is presented in lists: the products page, Other Products and the home slider. */
export interface ProductSummary {
  /** URL of the product's illustration (480 x 320). */
  image: string;
  /** One line, for the home slider. */
  tagline: string;
  /** Two or three sentences, for the products page. */
  description: string;
}

export const productSummaries: Record<ProductKey, ProductSummary> = {
  schoolErp: {
    image: schoolErpImage,
    tagline: '70 modules that run admissions, fees, academics, transport and parent apps from one place.',
    description:
      'A complete school ERP with 70 modules: admission, attendance, fees, timetable, exams, transport, HR and inventory, with mobile apps for parents, teachers and students and dashboards for every branch of a franchise.',
  },
  timesheet: {
    image: timesheetImage,
    tagline: 'Weekly activity-hour timesheets, approved by project leads and managers.',
    description:
      'Staff log hours against assigned activities every week; project leads and managers approve them, budgets are tracked per activity, and reports show where every hour went.',
  },
  leave: {
    image: leaveImage,
    tagline: 'Leave rules, applications, COFF and cancellations with approvals built in.',
    description:
      'Configure leave types and limits once, let employees apply for leave, compensatory off or cancellations online, and let managers authenticate each request with the balance in front of them.',
  },
  project: {
    image: projectImage,
    tagline: 'Project documents that move through workflows and approval layers, with full history.',
    description:
      'Document codes, approval layers, transmittals, minutes of meeting and change management for every project, so the latest approved revision is always one search away.',
  },
  appraisal: {
    image: appraisalImage,
    tagline: 'Fair, weighted appraisals with self, superior and HR ratings.',
    description:
      'Dynamic KRAs and attributes, yearly or half-yearly periods, self, superior and HR ratings totalled automatically by weightage, with summary, pending and history reports.',
  },
};
