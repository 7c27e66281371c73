import type { BenefitGroup } from './types';

/** The benefits accordion of the school ERP page: one panel per group of people. */
export const benefitGroups: readonly BenefitGroup[] = [
  {
    id: 'organization',
    audience: 'the organization',
    points: [
      'A single system for every branch, with consistent processes across the group or franchise.',
      'Lower administrative costs: less printing, fewer registers and fewer hours of data entry.',
      'A modern, well-run image that parents notice when they choose a school.',
    ],
  },
  {
    id: 'management',
    audience: 'management',
    points: [
      'Live MIS on admissions, fee collection, dues, attendance and results.',
      'A franchise dashboard that compares every branch on the same measures.',
      'Decisions on fees, staffing and transport based on current figures, not last term\u2019s.',
    ],
  },
  {
    id: 'administration',
    audience: 'school administration',
    points: [
      'Admissions, fee receipts, certificates and timetables done in minutes.',
      'Student and staff records entered once and reused by every module.',
      'Front office, inventory and transport handled in the same system as academics.',
    ],
  },
  {
    id: 'teachers',
    audience: 'teachers',
    points: [
      'Attendance, homework and marks entered from the teacher dashboard or the app.',
      'Timetables, lesson plans and exam schedules always at hand.',
      'Direct, recorded communication with parents, without sharing personal numbers.',
    ],
  },
  {
    id: 'parents',
    audience: 'parents',
    points: [
      'Attendance, homework, results and notices on their phone the same day.',
      'Fees paid online, with receipts and dues always visible.',
      'Appointments, queries and complaints raised from the app and answered on record.',
    ],
  },
  {
    id: 'students',
    audience: 'students',
    points: [
      'A student dashboard with timetable, assignments, study material and results.',
      'Quizzes, syllabus and daily diary in the app, wherever they study.',
      'Results and progress over the years in one place.',
    ],
  },
];
