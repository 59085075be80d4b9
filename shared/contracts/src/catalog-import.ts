// Bulk import and export of the catalogue as CSV (parts, fitments and cross-reference numbers): the columns, the dry-run report and the
// codes of rejected rows, shared by the API and the import screen (which words every code in the user's language).
import Type, { type Static } from 'typebox';

export const IMPORT_KINDS = ['parts', 'fitments', 'numbers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const ImportKindParams = Type.Object({ kind: Type.Enum(IMPORT_KINDS) });
export type ImportKindParams = Static<typeof ImportKindParams>;

/** GET /api/backend/export/:kind: `template=true` answers the header and an example row instead of the data. */
export const ExportQuery = Type.Object({
  template: Type.Optional(Type.Boolean({ description: 'The empty template (header and one example row)' })),
});
export type ExportQuery = Static<typeof ExportQuery>;

/** The fixed columns of the parts CSV; then, per store, `price:<store>`, `dealer_price:<store>`, `stock:<store>`. */
export const PART_CSV_COLUMNS = ['part_number', 'name', 'name_kh', 'maker', 'category', 'position', 'unit'] as const;
export const PART_CSV_REQUIRED = ['part_number'] as const;
/** Per-store columns of the parts CSV, each followed by `:` and the store's name. */
export const PART_CSV_STORE_FIELDS = ['price', 'dealer_price', 'stock'] as const;
export type PartCsvStoreField = (typeof PART_CSV_STORE_FIELDS)[number];

/** The fitment CSV. `model` may list several models (`Camry|Corolla`), `year_from` a range (`2010-2015`). */
export const FITMENT_CSV_COLUMNS = [
  'part_number',
  'brand',
  'model',
  'year_from',
  'year_to',
  'position',
  'note',
] as const;
export const FITMENT_CSV_REQUIRED = ['part_number', 'brand', 'model', 'year_from'] as const;

/** The cross-reference numbers CSV: one row a number of a part (kind: OEM, AFTERMARKET, REPLACES, REPLACED_BY). */
export const NUMBER_CSV_COLUMNS = ['part_number', 'kind', 'number'] as const;
export const NUMBER_CSV_REQUIRED = NUMBER_CSV_COLUMNS;

/** At most this many data rows a file, and this many fitments one row may expand to. */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_FITMENTS_PER_ROW = 500;
/** At most this many fitments one fitment file may stand for, all rows expanded. */
export const IMPORT_MAX_FITMENTS = 200_000;
/** Largest CSV body the import routes take. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Why a row was rejected; the screen words each one. */
export const IMPORT_REJECT_CODES = [
  'CELL_COUNT',
  'REQUIRED',
  'TOO_LONG',
  'DUPLICATE_ROW',
  'AMBIGUOUS_PART',
  'UNKNOWN_PART',
  'UNKNOWN_MAKER',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_UNIT',
  'UNIT_TAKEN',
  'UNKNOWN_POSITION',
  'UNKNOWN_BRAND',
  'UNKNOWN_MODEL',
  'UNKNOWN_VEHICLE_YEAR',
  'YEAR_INVALID',
  'YEAR_RANGE_BACKWARDS',
  'TOO_MANY_FITMENTS',
  'PRICE_INVALID',
  'PRICE_DECIMALS',
  'PRICE_TOO_LARGE',
  'PRICE_NEEDED',
  'STOCK_INVALID',
  'STOCK_NEGATIVE',
  'NUMBER_KIND_UNKNOWN',
  'NUMBER_INVALID',
  'NUMBER_OWN',
  'REPLACED_BY_TWICE',
] as const;
export type ImportRejectCode = (typeof IMPORT_REJECT_CODES)[number];

export const ImportRejection = Type.Object({
  line: Type.Integer({ minimum: 2, description: 'Line of the CSV file (the header is line 1)' }),
  column: Type.Union([Type.String(), Type.Null()], { description: 'The column at fault, when one is' }),
  code: Type.Enum(IMPORT_REJECT_CODES),
  value: Type.Union([Type.String(), Type.Null()], { description: 'The value at fault, as written' }),
  message: Type.String({ description: 'English wording, for logs and scripts; screens word the code' }),
});
export type ImportRejection = Static<typeof ImportRejection>;

/**
 * What an import does (dry run) or did (applied). Parts count parts; numbers count numbers; fitments count fitments, after each row
 * is expanded to every model and year it names. Rejected rows are left out; the rest is applied in one transaction.
 */
export const ImportReport = Type.Object({
  kind: Type.Enum(IMPORT_KINDS),
  applied: Type.Boolean(),
  rows: Type.Integer({ minimum: 0, description: 'Data rows read (the header not counted)' }),
  add: Type.Integer({ minimum: 0 }),
  update: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  rejected: Type.Array(ImportRejection),
});
export type ImportReport = Static<typeof ImportReport>;
