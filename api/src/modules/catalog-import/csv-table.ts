// Reads an uploaded CSV into a header and rows that remember their line, with csv-parse doing the RFC 4180 work
// (quotes, doubled quotes, line breaks inside quotes, a byte-order mark, CRLF or LF). Whole-file problems (quoting
// that never closes, no header, too many rows) are a 400; problems of one row are the importer's to report.
import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, ImportErrorCode, type ApiErrorCode } from '@shop/contracts';
import { unguardFormula } from '../../lib/csv.ts';
import { badRequest } from '../../lib/http-error.ts';

export interface CsvRow {
  /** Line of the file where the row starts (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

const csvError = (code: ApiErrorCode, message: string, field?: string) =>
  badRequest(message, { code, ...(field === undefined ? {} : { field }) });

export function readCsv(text: string): CsvTable {
  let records: { raw: string; record: string[] }[];
  try {
    // Blank lines are kept (and dropped below) so every line is counted: csv-parse's own line count counts a CRLF
    // inside quotes twice, so the lines are counted here from each record's raw text instead.
    records = parse(text, {
      bom: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw csvError(
        ImportErrorCode.malformed,
        `The CSV cannot be read${line ? ` at line ${line}` : ''}: ${error.message.split(':')[0]}`,
      );
    }
    throw error;
  }
  let line = 1;
  const rows: CsvRow[] = [];
  for (const { raw, record } of records) {
    // A row of empty cells (a blank line, a spreadsheet's trailing ",,,,") is no row.
    // Our exports put a `'` before text a spreadsheet would run as a formula (lib/csv.ts): taken off again by the
    // writer's own rule, so an exported file imports as the same values.
    if (record.some((cell) => cell !== '')) rows.push({ line, cells: record.map(unguardFormula) });
    line += raw.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  const [header, ...data] = rows;
  if (!header) throw csvError(ImportErrorCode.empty, 'The CSV is empty: it needs a header line and at least one row');
  if (data.length > IMPORT_MAX_ROWS)
    throw csvError(ImportErrorCode.tooManyRows, `At most ${IMPORT_MAX_ROWS} rows a file; this one has ${data.length}`);
  return { header: header.cells, rows: data };
}

/** Header cells as column keys: lower case, spaces and dashes as `_` ("Part Number" is `part_number`). */
export const columnKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Where each named column is; unknown, repeated or missing columns are a 400 naming the column. */
export function locateColumns(
  header: string[],
  known: readonly string[],
  required: readonly string[],
  extra?: (cell: string) => boolean,
): Map<string, number> {
  const at = new Map<string, number>();
  header.forEach((cell, index) => {
    if (extra?.(cell)) return;
    const key = columnKey(cell);
    if (!known.includes(key))
      throw csvError(
        ImportErrorCode.unknownColumn,
        `Unknown column "${cell}"; the columns are ${known.join(', ')}`,
        cell,
      );
    if (at.has(key)) throw csvError(ImportErrorCode.duplicateColumn, `The column "${cell}" appears twice`, cell);
    at.set(key, index);
  });
  for (const column of required) {
    if (!at.has(column)) throw csvError(ImportErrorCode.missingColumn, `The column "${column}" is missing`, column);
  }
  return at;
}

export { csvError };
