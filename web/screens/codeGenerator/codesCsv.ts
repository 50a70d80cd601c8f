import type { GeneratedCodes } from '../../queries/codeGenerator';

/** A cell a spreadsheet would read as a formula (= + - @, tab, CR) starts with a quote instead. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One row per code: class, link, code. */
export function codesCsv(generated: GeneratedCodes, header: [string, string, string]): string {
  const rows = generated.classes.flatMap((klass) =>
    klass.codes.map((code) => [klass.class_name, klass.link, code]),
  );
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
