import type { NewsletterRow } from './export-newsletters';
import { newsletterTexts } from './texts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExcelModule = typeof import('exceljs');

/** exceljs is large: it loads only when an admin asks for the file, never with a screen. */
async function loadExcel(): Promise<ExcelModule> {
  const loaded = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  // Its browser build is CommonJS, so the bundler may hand it over as the default export.
  return loaded.default ?? loaded;
}

/** A workbook with one sheet 'Newsletter' and the columns Id, Email and Signed up (a date cell). */
export async function writeNewsletterWorkbook(rows: NewsletterRow[]): Promise<Blob> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(newsletterTexts.sheetName);
  sheet.columns = [
    { header: newsletterTexts.columns.id, key: 'id', width: 40 },
    { header: newsletterTexts.columns.email, key: 'email', width: 40 },
    { header: newsletterTexts.columns.signedUp, key: 'signedUp', width: 22, style: { numFmt: 'mmm d, yyyy h:mm AM/PM' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
