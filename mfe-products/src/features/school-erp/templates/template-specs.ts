/** One column of a spreadsheet template: its header text and a width in characters. */
export interface TemplateColumn {
  header: string;
  width: number;
}

export type TemplateId = 'inquiry' | 'admission' | 'staff';

/** A downloadable Excel template for importing school data into the ERP. */
export interface SpreadsheetTemplate {
  id: TemplateId;
  /** Name shown on the page: "Inquiry template". */
  title: string;
  description: string;
  /** Name the visitor's browser saves the file as. */
  fileName: string;
  sheetName: string;
  columns: readonly TemplateColumn[];
}

const col = (header: string, width = 18): TemplateColumn => ({ header, width });

/** The three templates offered on the school ERP page; the generator writes one .xlsx per entry. */
export const templateSpecs: readonly SpreadsheetTemplate[] = [
  {
    id: 'inquiry',
    title: 'Inquiry template',
    description: 'Admission inquiries from walk-ins, calls and fairs, with follow-up dates.',
    fileName: 'school-erp-inquiry-template.xlsx',
    sheetName: 'Inquiries',
    columns: [
      col('Inquiry Date', 14),
      col('Student First Name'),
      col('Student Last Name'),
      col('Gender', 10),
      col('Date of Birth', 14),
      col('Class Applying For', 20),
      col('Academic Year', 14),
      col('Parent / Guardian Name', 24),
      col('Relationship', 14),
      col('Mobile Number', 16),
      col('E-mail', 28),
      col('Address', 36),
      col('City', 16),
      col('Source of Inquiry', 20),
      col('Previous School', 24),
      col('Follow-up Date', 14),
      col('Remarks', 36),
    ],
  },
  {
    id: 'admission',
    title: 'Admission template',
    description: 'Admitted students with class, parents, contact and transport details.',
    fileName: 'school-erp-admission-template.xlsx',
    sheetName: 'Admissions',
    columns: [
      col('Admission No', 14),
      col('Admission Date', 14),
      col('Academic Year', 14),
      col('Class', 10),
      col('Section', 10),
      col('Roll No', 10),
      col('First Name'),
      col('Middle Name'),
      col('Last Name'),
      col('Gender', 10),
      col('Date of Birth', 14),
      col('Blood Group', 12),
      col('Aadhaar Number', 18),
      col('Category', 12),
      col("Father's Name", 22),
      col("Father's Mobile", 16),
      col("Mother's Name", 22),
      col("Mother's Mobile", 16),
      col('E-mail', 28),
      col('Address', 36),
      col('City', 16),
      col('State', 16),
      col('PIN Code', 10),
      col('Previous School', 24),
      col('Transport Required (Yes/No)', 16),
      col('Bus Route', 16),
    ],
  },
  {
    id: 'staff',
    title: 'Staff template',
    description: 'Teaching and non-teaching staff with roles, qualifications and bank details.',
    fileName: 'school-erp-staff-template.xlsx',
    sheetName: 'Staff',
    columns: [
      col('Employee Code', 14),
      col('First Name'),
      col('Last Name'),
      col('Gender', 10),
      col('Date of Birth', 14),
      col('Staff Type (Teaching/Non-teaching)', 20),
      col('Designation', 20),
      col('Department', 20),
      col('Subjects', 24),
      col('Date of Joining', 14),
      col('Qualification', 20),
      col('Experience (Years)', 12),
      col('Mobile Number', 16),
      col('E-mail', 28),
      col('Address', 36),
      col('City', 16),
      col('Blood Group', 12),
      col('PAN', 14),
      col('Bank Account No', 20),
      col('IFSC Code', 14),
    ],
  },
];
