import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { templateSpecs } from '../templates/template-specs';
import { writeTemplates } from '../templates/write-templates';

/** The first sheet's name and first row, read back from the file. */
async function firstSheet(file: string | undefined) {
  const [sheet] = await readXlsxFile(file as string);
  return { name: sheet?.sheet, header: sheet?.data[0] };
}

describe('the template generator', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prd-templates-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes three workbooks whose header rows read back as the typed columns', async () => {
    const files = await writeTemplates(dir);
    expect(files.map((file) => path.basename(file))).toEqual([
      'school-erp-inquiry-template.xlsx',
      'school-erp-admission-template.xlsx',
      'school-erp-staff-template.xlsx',
    ]);
    for (const [index, file] of files.entries()) {
      const { name, header } = await firstSheet(file);
      expect(name).toBe(templateSpecs[index]?.sheetName);
      expect(header).toEqual(templateSpecs[index]?.columns.map((column) => column.header));
    }
  });

  it('gives each template the columns its purpose needs', async () => {
    const [inquiry, admission, staff] = await writeTemplates(dir);
    const header = async (file: string | undefined) => (await firstSheet(file)).header;
    expect(await header(inquiry)).toEqual(
      expect.arrayContaining(['Inquiry Date', 'Class Applying For', 'Mobile Number', 'Follow-up Date']),
    );
    expect(await header(admission)).toEqual(
      expect.arrayContaining(['Admission No', 'Class', 'Date of Birth', "Father's Name", "Mother's Name"]),
    );
    expect(await header(staff)).toEqual(
      expect.arrayContaining(['Employee Code', 'Designation', 'Date of Joining', 'Qualification']),
    );
  });
});
