import type { ProductContent } from '../../product-page/content/types';

/** The leave management page, below its banner. */
export const leaveContent: ProductContent = {
  intro: {
    eyebrow: 'Leave management software',
    heading: 'Leave requests, approvals and balances without the paperwork',
    paragraphs: [
      'Our leave management software puts your leave policy into one web application. You configure leave types and limits once; employees apply online and see their balance before they do; managers authenticate every request with the team calendar in front of them.',
      'Compensatory off earned on holidays and weekends, and cancellations of leave already approved, follow the same path, so balances are always right and HR no longer reconciles registers at the end of the year.',
    ],
    highlights: [
      'Leave types, limits and monthly credits configured once',
      'Online applications with authentication by the manager',
      'Compensatory off and cancellations handled properly',
      'Balances, reports and a dashboard always up to date',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'challenges',
      eyebrow: 'Major issues and challenges',
      heading: 'The trouble with leave registers and e-mails',
      lead: 'Leave looks simple until you have to keep balances right for every employee, every month.',
      items: [
        {
          icon: 'calculator',
          title: 'Balances that do not add up',
          text: 'Credits, carry-forwards and deductions kept by hand drift apart from what employees believe they have.',
        },
        {
          icon: 'envelope',
          title: 'Requests scattered everywhere',
          text: 'Applications arrive by e-mail, chat and paper, and an approval given in a corridor leaves no trace.',
        },
        {
          icon: 'calendar-x',
          title: 'Cancellations and COFF forgotten',
          text: 'Cancelled leave is not credited back and compensatory off earned on a holiday is never recorded.',
        },
        {
          icon: 'people',
          title: 'Teams short-staffed by surprise',
          text: 'Managers approve leave without seeing who else is away the same week.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-needed',
      eyebrow: 'Why it is needed',
      heading: 'Why leave belongs in software',
      lead: 'A policy applied the same way to everyone, and a record nobody has to argue about.',
      items: [
        {
          icon: 'sliders2',
          title: 'Your policy, enforced',
          text: 'Limits and monthly credits are applied automatically, so no application breaks the rules by mistake.',
        },
        {
          icon: 'shield-check',
          title: 'Every decision authenticated',
          text: 'Each application, COFF and cancellation is authenticated by the responsible person and kept on record.',
        },
        {
          icon: 'clock',
          title: 'Time given back to HR',
          text: 'No more monthly reconciliation: balances update the moment a request is approved.',
        },
        {
          icon: 'hand-thumbs-up',
          title: 'Fair to employees',
          text: 'Everyone sees their own balance and the status of every request, which removes most disputes.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'modules',
      eyebrow: 'Modules',
      heading: 'Everything in the leave software',
      lead: 'Twelve modules covering configuration, applications, authentication and reporting.',
      items: [
        {
          icon: 'gear',
          title: 'Leave configuration',
          text: 'Define leave types such as casual, sick, earned and unpaid leave, with the rules for each.',
        },
        {
          icon: 'sliders2',
          title: 'Leave limit',
          text: 'Set yearly and per-application limits for each leave type, applied automatically when employees apply.',
        },
        {
          icon: 'calendar-plus',
          title: 'Monthly leave and assignment',
          text: 'Credit leave every month and assign leave entitlements to employees or groups in one step.',
        },
        {
          icon: 'pencil',
          title: 'Leave application',
          text: 'Employees apply online for a date range, see their balance and add a reason in seconds.',
        },
        {
          icon: 'patch-check-fill',
          title: 'Leave authentication',
          text: 'The responsible manager approves or rejects each application, with the team calendar in view.',
        },
        {
          icon: 'arrow-clockwise',
          title: 'Compensatory-off (COFF) application',
          text: 'Employees who work on a holiday or weekly off apply for compensatory off against that day.',
        },
        {
          icon: 'person-check',
          title: 'COFF authentication',
          text: 'The manager confirms the extra day worked, and the compensatory off is credited to the balance.',
        },
        {
          icon: 'calendar-x',
          title: 'Cancel application',
          text: 'Employees ask to cancel approved leave when plans change, for all or part of the dates.',
        },
        {
          icon: 'shield-check',
          title: 'Cancel authentication',
          text: 'The cancellation is authenticated and the days are credited back to the balance automatically.',
        },
        {
          icon: 'speedometer',
          title: 'Dashboard',
          text: 'Who is on leave today and this week, requests waiting for authentication and balances at a glance.',
        },
        {
          icon: 'file-earmark-text',
          title: 'Reports',
          text: 'Leave taken, balances, COFF and cancellations by employee, department and period.',
        },
        {
          icon: 'person-vcard',
          title: 'Roles',
          text: 'Employee, manager, HR and administrator roles decide who applies, authenticates and configures.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits and reporting',
      heading: 'What your organisation gains',
      lead: 'Correct balances, quick decisions and a clear picture of attendance across teams.',
      benefits: [
        {
          icon: 'check2-circle',
          title: 'Balances always right',
          text: 'Credits, deductions, COFF and cancellations are applied the moment they are approved.',
        },
        {
          icon: 'lightning-charge',
          title: 'Faster decisions',
          text: 'Managers authenticate requests from one list instead of searching their inbox.',
        },
        {
          icon: 'calendar-week',
          title: 'Better planning',
          text: 'Seeing who is away before approving keeps every team adequately staffed.',
        },
        {
          icon: 'journal-text',
          title: 'An audit trail',
          text: 'Every application and authentication is recorded with its date and the person who decided.',
        },
      ],
      reportsHeading: 'Reports included',
      reports: [
        {
          icon: 'table',
          title: 'Leave balance report',
          text: 'Opening balance, credits, leave taken and closing balance per employee.',
        },
        {
          icon: 'calendar3',
          title: 'Leave register',
          text: 'All leave taken in a period by employee, department and leave type.',
        },
        {
          icon: 'arrow-clockwise',
          title: 'COFF report',
          text: 'Compensatory off applied for, authenticated and availed.',
        },
        { icon: 'calendar-x', title: 'Cancellation report', text: 'Cancelled leave and the days credited back.' },
      ],
    },
  ],
};
