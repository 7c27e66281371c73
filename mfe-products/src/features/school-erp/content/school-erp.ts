import type { CardSection, ProductIntro } from '../../product-page/content/types';

/** The school ERP page's opening: the 70 modules claim and what the ERP covers. */
export const schoolIntro: ProductIntro = {
  eyebrow: 'School management software',
  heading: 'One school ERP with 70 modules, from the first inquiry to the alumni list',
  paragraphs: [
    'Our school ERP brings admissions, attendance, academics, fees, transport, HR, inventory and communication into one web-based system with 70 modules. Every department works on the same data, so a fee paid at the counter, an absence marked in class and a circular sent by the principal are visible to the right people at once.',
    'Parents, teachers and students get their own mobile apps and dashboards, management sees every branch of a franchise on one screen, and the office stops retyping the same information into registers and spreadsheets.',
  ],
  highlights: [
    '70 modules covering every department of a school',
    'Franchise, teacher and student dashboards',
    'Mobile apps for parents, teachers and students',
    'SMS, biometric, website and online payment integrations',
  ],
};

export const schoolChallenges: CardSection = {
  kind: 'cards',
  id: 'challenges',
  eyebrow: 'Major issues and challenges',
  heading: 'What holds a growing school back',
  lead: 'Schools rarely lack effort. They lack one place where the information lives.',
  items: [
    {
      icon: 'journal-text',
      title: 'Registers and spreadsheets',
      text: 'Admissions, attendance and fees kept in separate files are copied by hand, and every copy is a chance for an error.',
    },
    {
      icon: 'cash-stack',
      title: 'Fee collection and dues',
      text: 'Tracking instalments, concessions, fines and pending dues by hand delays receipts and lets arrears grow.',
    },
    {
      icon: 'chat-dots',
      title: 'Parents left out',
      text: 'Notices go home in school bags, never arrive, and parents call the office for answers the school already has.',
    },
    {
      icon: 'building',
      title: 'No view across branches',
      text: 'A school group or franchise cannot compare admissions, fees or results across campuses without weeks of reports.',
    },
  ],
};

export const schoolWhyNeeded: CardSection = {
  kind: 'cards',
  id: 'why-needed',
  eyebrow: 'Why it is needed',
  heading: 'Why schools move to an ERP',
  lead: 'Less administration, more teaching, and decisions based on data rather than guesswork.',
  items: [
    {
      icon: 'clock',
      title: 'Hours saved every day',
      text: 'Attendance, fee receipts, timetables and certificates are produced in minutes instead of being written by hand.',
    },
    {
      icon: 'shield-check',
      title: 'Accurate, secure records',
      text: 'One database with role-based access replaces loose papers and files on office computers.',
    },
    {
      icon: 'phone',
      title: 'Parents who stay informed',
      text: 'Attendance, homework, results and fee reminders reach parents on their phones the same day.',
    },
    {
      icon: 'graph-up',
      title: 'Decisions based on MIS',
      text: 'Management sees admissions, collections and results live, for one school or a whole franchise.',
    },
  ],
};

/** Marketing text about the dashboards each role gets. */
export const schoolDashboards: CardSection = {
  kind: 'cards',
  id: 'dashboards',
  eyebrow: 'Dashboards',
  heading: 'A dashboard for every role, from the franchise owner to the student',
  lead: 'Each person signs in to the view they need, with the numbers and tasks that matter to them today.',
  items: [
    {
      icon: 'building',
      title: 'Franchise dashboard',
      text: 'For school groups and franchises: admissions, fee collection, attendance and results of every branch side by side, with drill-down into any campus.',
    },
    {
      icon: 'person-workspace',
      title: 'Teacher dashboard',
      text: 'Today\u2019s timetable, classes to mark attendance for, homework to check, upcoming exams and messages from parents, on one screen.',
    },
    {
      icon: 'mortarboard',
      title: 'Student dashboard',
      text: 'Timetable, homework and assignments, attendance, results, fee status and notices, so students always know what is next.',
    },
    {
      icon: 'speedometer',
      title: 'Management dashboard',
      text: 'Strength, collections, dues, staff attendance and inquiries at a glance, with the MIS behind every number.',
    },
  ],
};

/** Vision, goals, mission and client success: what we build the school ERP for. */
export const schoolValues: CardSection = {
  kind: 'cards',
  id: 'values',
  eyebrow: 'What drives us',
  heading: 'Vision, goals, mission and client success',
  lead: 'Why we build school software, and how we know it is working.',
  items: [
    {
      icon: 'eye',
      title: 'Vision',
      text: 'Every school, large or small, running on information that is complete, current and available to everyone who needs it.',
    },
    {
      icon: 'bullseye',
      title: 'Goals',
      text: 'Cut administrative work in half, collect fees on time, keep every parent informed daily and give management a live view of the school.',
    },
    {
      icon: 'compass',
      title: 'Mission',
      text: 'To build school software that office staff, teachers and parents can use without training manuals, and to support it as closely as if it were our own school.',
    },
    {
      icon: 'trophy',
      title: 'Client success',
      text: 'Our clients measure success in fee dues recovered, hours saved in the office and parents who stop calling to ask. We measure ours the same way.',
    },
  ],
};
