import { stringify } from 'csv-stringify/sync';

export type Cell = string | number | boolean | null | undefined;

export interface Column<R> {
  header: string;
  value: (record: R) => Cell;
}

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV injection"): `=`, `+`,
 * `-`, `@`, and tab and carriage return, which some programs skip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text: a leading apostrophe keeps it from being a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * CSV text (RFC 4180: comma, CRLF, quotes where needed) with a header row, preceded by a UTF-8
 * byte order mark so spreadsheet programs do not read names with umlauts as another code page.
 * Text cells are neutralized against formula injection; numbers are written as numbers.
 */
export function toCsv<R>(columns: readonly Column<R>[], records: readonly R[]): string {
  return stringify(
    records.map((record) => columns.map((column) => column.value(record))),
    {
      columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
      header: true,
      bom: true,
      record_delimiter: 'windows',
      // A bare line feed in a cell is a line end to spreadsheets too; the library quotes only the record delimiter (CRLF).
      quoted_match: /[\r\n]/,
      cast: { string: neutralizeFormula, boolean: (value) => (value ? 'yes' : 'no') },
    },
  );
}
