import type { ProductContent } from '../../product-page/content/types';

/** The project and document management page, below its banner. */
export const projectContent: ProductContent = {
  intro: {
    eyebrow: 'Project and document management software',
    heading: 'Every project document coded, approved and traceable',
    paragraphs: [
      'Engineering, construction and consulting projects live on documents: drawings, specifications, calculations, reports. Our project and document management software gives each one a code, routes it through the approval layers you define and keeps every revision with its history.',
      'Project leads, managers and coordinators are assigned project by project, transmittals and minutes of meeting are issued from the same place, and a work progress report shows how far each department has come.',
    ],
    highlights: [
      'Workflows with approval codes and approval layers',
      'Dynamic document naming and a master document list',
      'Transmittals, project mail and minutes of meeting',
      'Work progress by department, with reports',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'challenges',
      eyebrow: 'Major issues and challenges',
      heading: 'Where project documentation goes wrong',
      lead: 'The cost of a wrong revision on site is far higher than the cost of controlling it in the office.',
      items: [
        {
          icon: 'files',
          title: 'Which revision is current?',
          text: 'Copies on shared drives and in e-mail attachments mean people build from superseded documents.',
        },
        {
          icon: 'diagram-2',
          title: 'Approvals without a trail',
          text: 'Nobody can show who reviewed a document, at which layer, and what status code it was given.',
        },
        {
          icon: 'send',
          title: 'Untracked submissions',
          text: 'Documents sent to the client without a transmittal cannot be proven to have been sent.',
        },
        {
          icon: 'lightbulb',
          title: 'Lessons forgotten',
          text: 'Each new project repeats the mistakes of the last because nothing learned was written down where people look.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-needed',
      eyebrow: 'Why it is needed',
      heading: 'Why a document system pays for itself',
      lead: 'Control, traceability and visibility of progress, from the first drawing to the handover.',
      items: [
        {
          icon: 'shield-check',
          title: 'One source of truth',
          text: 'Every document has a single code and a single current revision that everyone works from.',
        },
        {
          icon: 'diagram-2',
          title: 'Approvals you can prove',
          text: 'Each approval layer, status code and comment is recorded against the revision it applies to.',
        },
        {
          icon: 'arrow-clockwise',
          title: 'Change under control',
          text: 'Changes are requested, reviewed and approved formally, and every affected document is revised.',
        },
        {
          icon: 'graph-up',
          title: 'Progress you can see',
          text: 'Department percentages and the work progress report show how far each project really is.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'modules',
      eyebrow: 'Modules',
      heading: 'Everything in the project and document software',
      lead: 'Twenty-one modules for documents, approvals, communication and progress on every project.',
      items: [
        {
          icon: 'diagram-2',
          title: 'Workflow',
          text: 'Define the route each document type follows, from preparation through checking to approval and issue.',
        },
        {
          icon: 'patch-check-fill',
          title: 'Approval code and layer',
          text: 'Set approval codes and as many approval layers as a document needs, each with its responsible person.',
        },
        {
          icon: 'folder2-open',
          title: 'Common documents',
          text: 'Standards, templates and procedures shared by every project, kept in one place.',
        },
        {
          icon: 'arrow-clockwise',
          title: 'Change management',
          text: 'Raise, review and approve change requests and trace them to the documents they revise.',
        },
        {
          icon: 'files',
          title: 'Document management',
          text: 'Upload, revise, search and download project documents with their full version history.',
        },
        {
          icon: 'people',
          title: 'Project-wise lead, manager and coordinator',
          text: 'Assign a project lead, project manager and coordinator to each project, with their own rights.',
        },
        {
          icon: 'tag',
          title: 'Dynamic document naming',
          text: 'Document names built automatically from project, department, type and serial number, always consistent.',
        },
        {
          icon: 'archive',
          title: 'Department library',
          text: 'Each department keeps its reference documents, standards and calculations in its own library.',
        },
        {
          icon: 'lightbulb',
          title: 'Lessons learned',
          text: 'Record what went well and what did not, and make it searchable for the next project.',
        },
        {
          icon: 'list-task',
          title: 'Master document list',
          text: 'The register of every document planned and issued on a project, with its current revision and status.',
        },
        {
          icon: 'journal-text',
          title: 'Minutes of meeting',
          text: 'Record meetings, decisions and action items with owners and due dates, and circulate them.',
        },
        {
          icon: 'envelope',
          title: 'Project mail',
          text: 'Project correspondence sent and filed against the project, so it never sits in one person\u2019s inbox.',
        },
        {
          icon: 'send',
          title: 'Transmittal',
          text: 'Issue documents to clients and vendors with a numbered transmittal that records what was sent and when.',
        },
        {
          icon: 'upc',
          title: 'Document code',
          text: 'A unique code for every document, following the numbering system of your organisation or client.',
        },
        {
          icon: 'flag',
          title: 'Status code',
          text: 'Status codes such as issued for review, approved with comments or approved, recorded at each revision.',
        },
        {
          icon: 'pie-chart',
          title: 'Department percentage',
          text: 'The share of each department in a project, used to weigh progress fairly across disciplines.',
        },
        {
          icon: 'person-check',
          title: 'User role assignment',
          text: 'Assign roles to users project by project, so people see and approve only what they should.',
        },
        {
          icon: 'file-earmark-text',
          title: 'Reports',
          text: 'Document status, pending approvals, transmittals and revisions by project, department and period.',
        },
        {
          icon: 'graph-up',
          title: 'Work progress report',
          text: 'Planned against actual progress per department and for the whole project.',
        },
        {
          icon: 'person-vcard',
          title: 'Roles',
          text: 'Administrator, project manager, project lead, coordinator and team member roles with their own rights.',
        },
        {
          icon: 'speedometer',
          title: 'Dashboard',
          text: 'Documents awaiting your approval, recent transmittals and project progress on one screen.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      eyebrow: 'Benefits and reporting',
      heading: 'What your organisation gains',
      lead: 'Fewer mistakes from outdated documents, faster approvals and progress that management can see.',
      benefits: [
        {
          icon: 'check2-circle',
          title: 'The right revision, every time',
          text: 'Only the current approved revision is issued, and older ones stay in the history.',
        },
        {
          icon: 'lightning-charge',
          title: 'Faster approval cycles',
          text: 'Documents move to the next layer the moment they are approved, with no e-mail chasing.',
        },
        {
          icon: 'search',
          title: 'Find anything in seconds',
          text: 'Search by code, name, status or project instead of browsing folders.',
        },
        {
          icon: 'award',
          title: 'Ready for audits',
          text: 'Transmittals, approvals and changes form a complete, dated record for clients and auditors.',
        },
      ],
      reportsHeading: 'Reports included',
      reports: [
        {
          icon: 'list-task',
          title: 'Master document list',
          text: 'Every document with its current revision, status code and approval layer.',
        },
        {
          icon: 'graph-up',
          title: 'Work progress report',
          text: 'Progress by department and project, weighed by department percentage.',
        },
        {
          icon: 'hourglass-split',
          title: 'Pending approvals',
          text: 'Documents waiting at each approval layer, and for how long.',
        },
        {
          icon: 'send',
          title: 'Transmittal register',
          text: 'All transmittals issued, with their documents and recipients.',
        },
      ],
    },
  ],
};
