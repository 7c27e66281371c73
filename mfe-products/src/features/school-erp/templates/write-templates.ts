import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { templateSpecs, type SpreadsheetTemplate } from './template-specs';

/** Fixed document dates, so a rebuild of unchanged columns gives the same workbook metadata. */
const documentDate = new Date('2024-01-01T00:00:00Z');

function workbookFor(template: SpreadsheetTemplate): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Radix School ERP';
  workbook.created = documentDate;
  workbook.modified = documentDate;
  workbook.title = template.title;
  const sheet = workbook.addWorksheet(template.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = template.columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1746A2' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 30;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: template.columns.length } };
  return workbook;
}

/** Writes one .xlsx per template into `dir` (created if missing) and returns the paths written. */
export async function writeTemplates(dir: string): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const template of templateSpecs) {
    const file = path.join(dir, template.fileName);
    await workbookFor(template).xlsx.writeFile(file);
    written.push(file);
  }
  return written;
}
