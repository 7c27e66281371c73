import type { ModuleTab } from './types';

/** The five tabs of the school ERP module browser, in the order they are shown. */
export const moduleTabs: readonly ModuleTab[] = [
  {
    id: 'core',
    title: 'Core Modules',
    kind: 'cards',
    lead: 'The modules every school runs on, sharing one student and staff database.',
    items: [
      {
        icon: 'person-lines-fill',
        title: 'Admission',
        text: 'Inquiries, registration, admission forms, documents and admission numbers, with import from the Inquiry and Admission templates.',
      },
      {
        icon: 'calendar-check',
        title: 'Attendance',
        text: 'Daily or period-wise student attendance and staff attendance, with absence alerts to parents.',
      },
      {
        icon: 'book',
        title: 'Academic',
        text: 'Classes, sections, subjects, syllabus, lesson plans, exams, grading and report cards.',
      },
      {
        icon: 'people',
        title: 'Alumni',
        text: 'Keep in touch with former students: records, contact details, events and achievements.',
      },
      {
        icon: 'award',
        title: 'Certificates',
        text: 'Leaving, bonafide, character and custom certificates generated from student records in one click.',
      },
      {
        icon: 'speedometer',
        title: 'Dashboard',
        text: 'Role-based dashboards for management, franchise, principal, teachers and students.',
      },
      {
        icon: 'calendar-event',
        title: 'Event & Activity',
        text: 'Plan events and co-curricular activities, assign students and share photos with parents.',
      },
      {
        icon: 'cash-stack',
        title: 'Fees',
        text: 'Fee structures, instalments, concessions, fines, receipts, dues and online payment.',
      },
      {
        icon: 'door-open',
        title: 'Front Office',
        text: 'Visitor book, gate passes, phone calls, postal records and inquiries at the reception.',
      },
      {
        icon: 'person-vcard',
        title: 'Human Resource',
        text: 'Staff records, recruitment, leave, payroll and staff attendance in one place.',
      },
      {
        icon: 'box-seam',
        title: 'Inventory',
        text: 'Stock of books, uniforms, stationery and assets, with purchases, issues and suppliers.',
      },
      {
        icon: 'clipboard-data',
        title: 'MIS',
        text: 'Management reports on strength, collections, dues, attendance and results, for any period.',
      },
      {
        icon: 'megaphone',
        title: 'Communication',
        text: 'Circulars, notices, SMS, e-mail and app notifications to parents, students and staff.',
      },
      {
        icon: 'mortarboard',
        title: 'Student Management',
        text: 'Complete student profiles: personal details, parents, documents, health, promotions and history.',
      },
      {
        icon: 'table',
        title: 'Timetable',
        text: 'Class and teacher timetables without clashes, with substitutions for absent teachers.',
      },
      {
        icon: 'bus-front',
        title: 'Transport',
        text: 'Routes, stops, vehicles, drivers, transport fees and student allocation to buses.',
      },
    ],
  },
  {
    id: 'mobile-apps',
    title: 'School Mobile Apps',
    kind: 'chips',
    lead: 'Thirty features in the parent, teacher and student apps, so the school is always in everyone\u2019s pocket.',
    chips: [
      { icon: 'megaphone', title: 'Announcement' },
      { icon: 'calendar-plus', title: 'Appointment' },
      { icon: 'pencil', title: 'Assignment' },
      { icon: 'calendar-check', title: 'Attendance' },
      { icon: 'gift', title: 'Birthday' },
      { icon: 'file-earmark-text', title: 'Circular' },
      { icon: 'exclamation-triangle', title: 'Complaint' },
      { icon: 'receipt', title: 'Fees receipt' },
      { icon: 'calendar-event', title: 'Event' },
      { icon: 'ui-checks', title: 'Exam' },
      { icon: 'images', title: 'Gallery' },
      { icon: 'calendar3', title: 'Holiday' },
      { icon: 'house-door', title: 'Homework' },
      { icon: 'briefcase', title: 'Job opening' },
      { icon: 'egg-fried', title: 'Meal plan' },
      { icon: 'newspaper', title: 'News' },
      { icon: 'bell', title: 'Notice' },
      { icon: 'question-circle', title: 'Query' },
      { icon: 'qr-code', title: 'QR code' },
      { icon: 'patch-question', title: 'Quiz' },
      { icon: 'trophy', title: 'Result' },
      { icon: 'table', title: 'Timetable' },
      { icon: 'door-open', title: 'Visitor gate pass' },
      { icon: 'calendar-x', title: 'Leave request' },
      { icon: 'book', title: 'Library' },
      { icon: 'bus-front', title: 'Bus tracking' },
      { icon: 'journal-text', title: 'Syllabus' },
      { icon: 'folder2-open', title: 'Study material' },
      { icon: 'journal-bookmark-fill', title: 'Daily diary' },
      { icon: 'people', title: 'Parent-teacher meeting' },
    ],
  },
  {
    id: 'communication',
    title: 'Communication Management',
    kind: 'cards',
    lead: 'Reach every parent, student and staff member through the channel they actually read.',
    items: [
      {
        icon: 'file-earmark-text',
        title: 'Circular',
        text: 'Publish circulars to the whole school, a class or a section, with attachments and read status.',
      },
      {
        icon: 'envelope',
        title: 'E-mail alerts',
        text: 'Automatic e-mails for fee dues, results, events and admissions, or any message you compose.',
      },
      {
        icon: 'chat-dots',
        title: 'SMS alerts',
        text: 'Absence, fee reminder, exam and holiday SMS sent automatically through your SMS gateway.',
      },
      {
        icon: 'bell',
        title: 'App notifications',
        text: 'Push notifications in the parent, teacher and student apps, free of SMS costs.',
      },
      {
        icon: 'megaphone',
        title: 'Notice board',
        text: 'A digital notice board in the apps and on the website, always current.',
      },
      {
        icon: 'people',
        title: 'Group messaging',
        text: 'Message parents of one class, one bus route or the whole school in a single step.',
      },
    ],
  },
  {
    id: 'integrations',
    title: 'Integrations',
    kind: 'cards',
    lead: 'The ERP connects to the systems a school already uses.',
    items: [
      { icon: 'chat-dots', title: 'SMS', text: 'Works with your SMS gateway for alerts, reminders and bulk messages.' },
      {
        icon: 'fingerprint',
        title: 'Biometric',
        text: 'Student and staff attendance captured by biometric devices flows straight into the ERP.',
      },
      {
        icon: 'globe',
        title: 'Dynamic website',
        text: 'Your school website shows news, events, gallery and notices published from the ERP.',
      },
      {
        icon: 'phone',
        title: 'Mobile apps',
        text: 'Parent, teacher and student apps share the ERP\u2019s data live, with nothing to sync by hand.',
      },
      {
        icon: 'credit-card',
        title: 'Online payment',
        text: 'Parents pay fees online; receipts and dues update automatically.',
      },
    ],
  },
  {
    id: 'benefits',
    title: 'Benefits',
    kind: 'cards',
    lead: 'What schools tell us changed in their first term on the ERP.',
    items: [
      {
        icon: 'clock',
        title: 'Less paperwork',
        text: 'Registers, receipts and certificates are produced by the system, not written by hand.',
      },
      {
        icon: 'cash-stack',
        title: 'Fees collected on time',
        text: 'Automatic reminders and online payment bring dues down term after term.',
      },
      {
        icon: 'hand-thumbs-up',
        title: 'Happier parents',
        text: 'Parents see attendance, homework and results on their phone the same day.',
      },
      {
        icon: 'shield-check',
        title: 'Data you can trust',
        text: 'One database, backed up and protected by role-based access.',
      },
      {
        icon: 'graph-up',
        title: 'Informed management',
        text: 'Live MIS for one school or every branch of a franchise.',
      },
      {
        icon: 'lightning-charge',
        title: 'Quick to adopt',
        text: 'Start from our Excel templates and go live with your existing data in days.',
      },
    ],
  },
];
