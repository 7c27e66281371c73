import type { ProductContent } from '../../product-page/content/types';

/** The timesheet management page, below its banner. */
export const timesheetContent: ProductContent = {
  intro: {
    eyebrow: 'Timesheet management software',
    heading: 'Know where every working hour goes, week after week',
    paragraphs: [
      'Our timesheet software replaces spreadsheets and e-mailed hour sheets with one web application. Each employee records the hours spent on the activities assigned to them, submits the week in one step, and the responsible authority approves it online.',
      'Project leads and project managers see the hours booked against their projects as they come in, compare them with the budget set for each activity, and act before a project overruns rather than after.',
    ],
    highlights: [
      'Activity-hour timesheets filled in minutes',
      'Weekly submission with online approval',
      'Budget hours tracked per activity',
      'Reports and a live dashboard for managers',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'challenges',
      eyebrow: 'Major issues and challenges',
      heading: 'Why tracking time by hand breaks down',
      lead: 'Most teams know they should track time. What fails is the paper trail around it.',
      items: [
        {
          icon: 'clock-history',
          title: 'Hours reconstructed from memory',
          text: 'Sheets filled in at the end of the month are guesses, and billing or costing built on guesses is wrong.',
        },
        {
          icon: 'envelope',
          title: 'Approvals lost in e-mail',
          text: 'Spreadsheets travel between inboxes, get edited twice and nobody knows which version the manager signed off.',
        },
        {
          icon: 'exclamation-triangle',
          title: 'Overruns found too late',
          text: 'Without budget hours per activity, a project is discovered to be over budget only when it is finished.',
        },
        {
          icon: 'people',
          title: 'No single view across projects',
          text: 'Leads see their own team, managers see nothing live, and management waits for someone to merge the files.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-needed',
      eyebrow: 'Why it is needed',
      heading: 'What changes when timesheets move online',
      lead: 'A disciplined weekly rhythm, clear responsibility for approval and numbers you can trust.',
      items: [
        {
          icon: 'calendar-week',
          title: 'A fixed weekly rhythm',
          text: 'Timesheets are due for a set number of days; after that, late entries need permission and are approved separately, so records stay current.',
        },
        {
          icon: 'person-check',
          title: 'Clear accountability',
          text: 'Every entry is approved by the responsible authority, the project lead or the project manager, and the approval is recorded.',
        },
        {
          icon: 'bar-chart-line',
          title: 'Accurate costing and billing',
          text: 'Approved hours per activity feed straight into client billing, payroll checks and project costing.',
        },
        {
          icon: 'graph-up',
          title: 'Better planning',
          text: 'Actual hours against budget hours show how long work really takes, and the next estimate improves.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'modules',
      eyebrow: 'Modules',
      heading: 'Everything in the timesheet software',
      lead: 'Ten modules that cover the whole cycle, from assigning an activity to reporting on it.',
      items: [
        {
          icon: 'clock',
          title: 'Activity-hours timesheets',
          text: 'Employees record the hours spent on each assigned activity, day by day, in a simple weekly grid.',
        },
        {
          icon: 'send',
          title: 'Weekly submission',
          text: 'The whole week is submitted in one step once it is complete, ready for review.',
        },
        {
          icon: 'patch-check-fill',
          title: 'Approval by the responsible authority',
          text: 'The responsible authority reviews the submitted week and approves it, or returns it with a comment for correction.',
        },
        {
          icon: 'person-workspace',
          title: 'Project lead and project manager',
          text: 'Project leads and project managers approve the hours booked to their projects and follow them as they are entered.',
        },
        {
          icon: 'calendar3',
          title: 'Monthly view',
          text: 'A month at a glance for each employee or project: submitted, approved and missing weeks side by side.',
        },
        {
          icon: 'person-vcard',
          title: 'Roles',
          text: 'Employee, project lead, project manager and administrator roles decide who enters, approves and configures.',
        },
        {
          icon: 'hourglass-split',
          title: 'Activity budget hours',
          text: 'Set the budget hours for each activity and watch actual hours consumed against it, with an alert before it runs out.',
        },
        {
          icon: 'list-task',
          title: 'Activity assignment',
          text: 'Assign activities of a project to employees, so they only book time to work they are responsible for.',
        },
        {
          icon: 'file-earmark-text',
          title: 'Reports',
          text: 'Hours by employee, activity, project and period, budget against actual, and pending approvals, ready to print or export.',
        },
        {
          icon: 'speedometer',
          title: 'Dashboard',
          text: 'Live totals of hours booked, approvals waiting and activities nearing their budget, on one screen.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits and reporting',
      heading: 'What your organisation gains',
      lead: 'Accurate hours, faster approvals and reports that answer the questions management actually asks.',
      benefits: [
        {
          icon: 'check2-circle',
          title: 'Reliable records',
          text: 'Hours are entered while the work is fresh and locked once approved.',
        },
        {
          icon: 'lightning-charge',
          title: 'Approvals in minutes',
          text: 'Leads approve a whole week in one screen instead of chasing spreadsheets.',
        },
        {
          icon: 'cash-stack',
          title: 'Costs under control',
          text: 'Budget hours per activity expose overruns while there is still time to act.',
        },
        {
          icon: 'eye',
          title: 'Transparency for everyone',
          text: 'Employees see what is approved, managers see what is pending, management sees the whole picture.',
        },
      ],
      reportsHeading: 'Reports included',
      reports: [
        {
          icon: 'table',
          title: 'Employee timesheet report',
          text: 'Daily and weekly hours per employee, with approval status.',
        },
        {
          icon: 'pie-chart',
          title: 'Project and activity hours',
          text: 'Hours booked per project and activity over any period.',
        },
        {
          icon: 'bar-chart-line',
          title: 'Budget against actual',
          text: 'Budget hours, hours consumed and the balance for every activity.',
        },
        {
          icon: 'hourglass-split',
          title: 'Pending approvals',
          text: 'Weeks submitted and still waiting for the responsible authority.',
        },
      ],
    },
  ],
};
