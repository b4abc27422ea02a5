/**
 * The table as an Excel workbook (one sheet, every cell a string, the header row bold). exceljs
 * is loaded on the first export only: it is a large library the server's start need not pay for.
 */
export async function toXlsx(sheetName: string, table: readonly (readonly string[])[]) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of table) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
