// CSV text (RFC 4180) from API records, safe to open in a spreadsheet. No zod here (the
// browser loads this); the column list comes from `csv-fields.ts`, run on the server.

/** Cells a spreadsheet would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text gets a leading `'`; quotes, commas and line breaks are quoted. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join('; ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Negative numbers are data, not formulas; text such as "-1+1" or "=HYPERLINK(..)" is neutralised.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF (RFC 4180), header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The value at `a.b` of a record (missing → undefined). */
export function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[part];
  return value;
}

/** A column of a data table or chart table: `key` into each row, `label` as its heading. */
export interface TableColumn {
  key: string;
  label: string;
}
export type TableRow = Record<string, string | number | null | undefined>;

/** A chart's data table as CSV, headed by the column labels. */
export function tableToCsv(columns: readonly TableColumn[], rows: readonly TableRow[]): string {
  return toCsv(
    columns.map((c) => c.label),
    rows.map((row) => columns.map((c) => row[c.key])),
  );
}

export function recordsToCsv(fields: readonly string[], records: readonly unknown[]): string {
  return toCsv(
    fields,
    records.map((r) => fields.map((f) => valueAt(r, f))),
  );
}

/** Hands the text to the browser as a file download. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  // A BOM makes spreadsheet apps read UTF-8 (names with accents) correctly.
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
