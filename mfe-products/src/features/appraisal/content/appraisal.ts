import type { ProductContent } from '../../product-page/content/types';

/** The appraisal management page, below its banner: intro, why needed, why need, modules, benefits and reporting. */
export const appraisalContent: ProductContent = {
  intro: {
    eyebrow: 'Appraisal management software',
    heading: 'Appraisals that are fair, fast and actually useful',
    paragraphs: [
      'Our appraisal management software turns the yearly appraisal from a stack of forms into a clear, guided process. You define the technical and performance attributes that matter, set the KRAs and the weightage of each section, and open the rating period when you are ready.',
      'Employees rate themselves, superiors and HR add their ratings, and the system calculates the totals by weightage. Everyone sees the same form, the same rules and the same result, and the history of every appraisal stays on record.',
    ],
    highlights: [
      'Dynamic KRAs and technical and performance attributes',
      'Self, superior and HR ratings in one form',
      'Automatic totals by weightage',
      'Summary, detailed, pending, history and balance reports',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-needed',
      eyebrow: 'Why it is needed',
      heading: 'Why traditional appraisals fail',
      lead: 'Paper and spreadsheet appraisals cost more than they return, for managers and employees alike.',
      items: [
        {
          icon: 'hourglass-split',
          title: 'Time-consuming',
          text: 'Printing forms, collecting them, typing ratings into spreadsheets and adding them up takes weeks of HR and manager time.',
        },
        {
          icon: 'emoji-frown',
          title: 'Natural biases',
          text: 'Without defined attributes and weightage, recent events and personal impressions outweigh a whole year of work.',
        },
        {
          icon: 'x-circle',
          title: 'A waste of time',
          text: 'When the result is a number in a file nobody reads again, the effort produces no development and no decisions.',
        },
        {
          icon: 'exclamation-triangle',
          title: 'A stressful workplace',
          text: 'Unclear criteria and surprise ratings make appraisal season the most anxious time of the year.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-need',
      eyebrow: 'Why you need it',
      heading: 'What our appraisal software does for you',
      lead: 'Flexible enough to follow your policy, strict enough to apply it to everyone in the same way.',
      items: [
        {
          icon: 'sliders2',
          title: 'Dynamic attributes',
          text: 'Define technical and performance attributes for each role and change them as your organisation grows.',
        },
        {
          icon: 'calendar3',
          title: 'Yearly or half-yearly periods',
          text: 'Run appraisals once a year or every six months, whichever suits your review cycle.',
        },
        {
          icon: 'pie-chart',
          title: 'Weightage per section',
          text: 'Give each performance section its own weightage, so what matters most counts most.',
        },
        {
          icon: 'door-open',
          title: 'Open and close period control',
          text: 'Open the rating period for everyone at once and close it on time; nothing changes after the close.',
        },
        {
          icon: 'bullseye',
          title: 'A set number of dynamic KRAs',
          text: 'Fix how many KRAs each employee has, while the KRAs themselves are set per person and period.',
        },
        {
          icon: 'people',
          title: 'Self, superior and HR ratings',
          text: 'The employee, the superior and HR each rate on the same form, and every rating is kept.',
        },
        {
          icon: 'calculator',
          title: 'Automatic calculation',
          text: 'Ratings are calculated and totalled by weightage automatically, with no spreadsheet formulas to break.',
        },
        {
          icon: 'file-earmark-text',
          title: 'Details, summary and history',
          text: 'Appraisal details, summary and history reports for every employee and every period.',
        },
        {
          icon: 'list-task',
          title: 'Pending appraisal list',
          text: 'See whose self rating, superior rating or HR rating is still pending, and follow it up.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'modules',
      eyebrow: 'Modules',
      heading: 'Everything in the appraisal software',
      lead: 'Eleven modules from objective setting to the final authenticated appraisal.',
      items: [
        {
          icon: 'bullseye',
          title: 'Objective setting',
          text: 'Agree objectives and KRAs with each employee at the start of the period.',
        },
        {
          icon: 'mortarboard',
          title: 'Technical and non-technical attributes',
          text: 'Maintain the technical skills and behavioural attributes employees are rated on.',
        },
        {
          icon: 'diagram-2',
          title: 'Attribute allocation',
          text: 'Allocate the relevant attributes to each department, role or employee.',
        },
        {
          icon: 'ui-checks',
          title: 'Appraisal form',
          text: 'One clear form per employee, built from their KRAs, attributes and section weightage.',
        },
        {
          icon: 'person-check',
          title: 'Self rating',
          text: 'Employees rate themselves and explain their achievements before anyone else rates them.',
        },
        {
          icon: 'person-workspace',
          title: 'Responsible authentication person',
          text: 'Name the superior responsible for rating and authenticating each employee\u2019s appraisal.',
        },
        {
          icon: 'person-vcard',
          title: 'HR rating',
          text: 'HR adds its own rating and remarks, completing the three-way view.',
        },
        {
          icon: 'patch-check-fill',
          title: 'Appraisal authentication',
          text: 'The final appraisal is authenticated and locked, and becomes part of the employee\u2019s history.',
        },
        {
          icon: 'shield-check',
          title: 'Role',
          text: 'Employee, superior, HR and administrator roles decide who rates, authenticates and configures.',
        },
        {
          icon: 'table',
          title: 'Reports',
          text: 'Summary, detailed, pending, history and balance reports, filtered by department and period.',
        },
        {
          icon: 'speedometer',
          title: 'Dashboard',
          text: 'Progress of the current period: ratings completed, pending and authenticated.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits and reporting',
      heading: 'What employees and the organisation gain',
      lead: 'An appraisal people trust becomes a conversation about growth instead of a verdict.',
      benefits: [
        {
          icon: 'graph-up',
          title: 'Career growth',
          text: 'Clear ratings against known attributes show each employee the path to the next role.',
        },
        {
          icon: 'speedometer',
          title: 'Performance',
          text: 'Measuring the KRAs that matter lifts performance where it counts.',
        },
        {
          icon: 'hand-thumbs-up',
          title: 'Engagement',
          text: 'People who see a fair process and their own input in it stay engaged.',
        },
        {
          icon: 'mortarboard',
          title: 'Training needs',
          text: 'Low ratings on specific attributes point directly to the training that is needed.',
        },
        {
          icon: 'eye',
          title: 'Clarity of expectations',
          text: 'Everyone knows from day one what they will be rated on and how much each part weighs.',
        },
        {
          icon: 'chat-dots',
          title: 'Conversation',
          text: 'Self and superior ratings side by side start an honest, focused conversation.',
        },
        {
          icon: 'bullseye',
          title: 'Goals',
          text: 'Objectives set at the start of the period give the year a direction.',
        },
        {
          icon: 'search',
          title: 'Areas for improvement',
          text: 'Gaps show up attribute by attribute, so improvement plans are specific.',
        },
        {
          icon: 'people',
          title: 'Team bonds',
          text: 'Regular, transparent feedback builds trust between employees and their superiors.',
        },
        {
          icon: 'compass',
          title: 'Refocused work',
          text: 'Reviewing the period realigns everyone\u2019s work with what the organisation needs next.',
        },
      ],
      reportsHeading: 'Reports included',
      reports: [
        {
          icon: 'clipboard-data',
          title: 'Summary report',
          text: 'Final weighted scores of every employee for a period.',
        },
        {
          icon: 'file-earmark-text',
          title: 'Detailed report',
          text: 'Every rating by attribute, KRA and rater for an employee.',
        },
        { icon: 'hourglass-split', title: 'Pending report', text: 'Self, superior and HR ratings not yet completed.' },
        {
          icon: 'clock-history',
          title: 'History report',
          text: 'An employee\u2019s appraisals across periods, to show the trend.',
        },
        {
          icon: 'table',
          title: 'Balance report',
          text: 'Appraisals still to be rated or authenticated, by department.',
        },
      ],
    },
  ],
};
