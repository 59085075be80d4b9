// What the import's codes say, in the user's language: each rejected row's reason and each whole-file refusal.
// The API's English message is never shown (shared/admin api-errors.ts does the same for other answers).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError } from '@shop/admin';
import { getErrorCode } from '@shop/client';
import type { ImportRejection } from '@shop/contracts';

export function rejectionReason(i18n: I18n, row: ImportRejection): string {
  const value = row.value ?? '';
  const column = row.column ?? '';
  switch (row.code) {
    case 'CELL_COUNT':
      return i18n._(msg`The row has more cells than the header`);
    case 'REQUIRED':
      return i18n._(msg`${column} is needed`);
    case 'TOO_LONG':
      return i18n._(msg`${column} is too long`);
    case 'DUPLICATE_ROW':
      return i18n._(msg`The same part, fitment or number is already on an earlier line`);
    case 'AMBIGUOUS_PART':
      return i18n._(msg`Several parts have the part number ${value}`);
    case 'UNKNOWN_PART':
      return i18n._(msg`No part has the part number ${value}`);
    case 'UNKNOWN_MAKER':
      return i18n._(msg`No maker is called "${value}"`);
    case 'UNKNOWN_CATEGORY':
      return i18n._(msg`No category is called "${value}"`);
    case 'UNKNOWN_UNIT':
      return i18n._(msg`No unit is called "${value}"`);
    case 'UNIT_TAKEN':
      return i18n._(msg`"${value}" is already another unit of this part`);
    case 'UNKNOWN_POSITION':
      return i18n._(msg`"${value}" is not a position`);
    case 'UNKNOWN_BRAND':
      return i18n._(msg`No brand is called "${value}"`);
    case 'UNKNOWN_MODEL':
      return i18n._(msg`The brand has no model called "${value}"`);
    case 'UNKNOWN_VEHICLE_YEAR':
      return i18n._(msg`The shop knows no such vehicle: ${value}`);
    case 'YEAR_INVALID':
      return i18n._(msg`"${value}" is not a year`);
    case 'YEAR_RANGE_BACKWARDS':
      return i18n._(msg`The years run backwards: ${value}`);
    case 'TOO_MANY_FITMENTS':
      return i18n._(msg`The row stands for too many fitments; split it`);
    case 'PRICE_INVALID':
      return i18n._(msg`"${value}" is not a price`);
    case 'PRICE_DECIMALS':
      return i18n._(msg`The price ${value} has more than two decimals`);
    case 'PRICE_TOO_LARGE':
      return i18n._(msg`The price ${value} is too large`);
    case 'PRICE_NEEDED':
      return i18n._(msg`A store that does not stock this part yet needs its price`);
    case 'STOCK_INVALID':
      return i18n._(msg`"${value}" is not a whole number of units`);
    case 'STOCK_NEGATIVE':
      return i18n._(msg`The stock ${value} is below zero`);
    case 'NUMBER_KIND_UNKNOWN':
      return i18n._(msg`"${value}" is not a kind of number (OEM, AFTERMARKET, REPLACES, REPLACED_BY)`);
    case 'NUMBER_INVALID':
      return i18n._(msg`"${value}" is not a part number (letters, digits, spaces and . / _ -, at most 64)`);
    case 'NUMBER_OWN':
      return i18n._(msg`${value} is the part's own number`);
    case 'REPLACED_BY_TWICE':
      return i18n._(msg`The part already has another replacement number`);
  }
}

/** Why a whole file was refused (its header, its quoting, its size), or the kit's wording of any other failure. */
export function fileProblem(i18n: I18n, error: unknown): string {
  const problem = describeApiError(error);
  const column = problem.field ?? '';
  switch (getErrorCode(error)) {
    case 'CSV_MALFORMED':
      return i18n._(msg`The file is not a readable CSV (check its quotes)`);
    case 'CSV_EMPTY':
      return i18n._(msg`The file is empty: it needs a header line and at least one row`);
    case 'CSV_MISSING_COLUMN':
      return i18n._(msg`The column "${column}" is missing`);
    case 'CSV_UNKNOWN_COLUMN':
      return i18n._(msg`The column "${column}" is not one the import knows (or names no store)`);
    case 'CSV_DUPLICATE_COLUMN':
      return i18n._(msg`The column "${column}" appears twice`);
    case 'CSV_TOO_MANY_ROWS':
      return i18n._(msg`The file has too many rows; split it`);
    default:
      return i18n._(problem.message);
  }
}
