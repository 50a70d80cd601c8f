import ExcelJS from 'exceljs';
import { placeholdersOf } from './placeholders';

/**
 * The spreadsheet a translator fills in: one row per interface text, columns key, English, the language,
 * note. Loaded lazily (exceljs takes seconds to load), as the results export and the imports do.
 */
export const sheetColumns = { key: 1, english: 2, translation: 3, note: 4 } as const;

export type SheetText = {
  key: string;
  english: string;
  value: string | null;
  /** A plural form of this language that English lacks ('few'): its English column is the 'other' text. */
  pluralForm?: string;
};

export async function writeTranslationSheet(
  language: { code: string; name: string },
  texts: SheetText[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Balss';
  const sheet = workbook.addWorksheet(`Texts ${language.code}`.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: 'key', width: 40 },
    { header: 'English', width: 60 },
    { header: `${language.name} (${language.code})`, width: 60 },
    { header: 'note', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const text of texts) {
    const placeholders = placeholdersOf(text.english);
    const row = sheet.addRow([
      text.key,
      text.english,
      text.value ?? '',
      [
        text.pluralForm && `Plural form '${text.pluralForm}' of this language (English has one form for it)`,
        placeholders.length > 0 && `Keep ${placeholders.map((name) => `{{${name}}}`).join(', ')}`,
      ]
        .filter(Boolean)
        .join('. '),
    ]);
    // Text cells stay text: a translation starting with "=" must never become a formula.
    for (const column of [1, 2, 3]) row.getCell(column).numFmt = '@';
    row.getCell(sheetColumns.english).alignment = { wrapText: true, vertical: 'top' };
    row.getCell(sheetColumns.translation).alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
