// The one place a PostgreSQL unique (23505) or foreign-key (23503) violation becomes its 409: the error handler
// (plugins/errors.ts) asks constraintError() of every error, so writes just flush and let the database say no.
// A taken unique value answers 409 DUPLICATE naming the field; deleting a record other rows still reference answers
// 409 IN_USE naming the tables that use it. The words come from the table of the violated constraint.
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BackofficeErrorCode } from '@shop/contracts';
import { conflict, type HttpError } from '../lib/http-error.ts';

/** How a table's records are named in its 409s: the label ("Fitment") and the fields its unique keys are about. */
export interface TableWords {
  label: string;
  /** Properties that must be unique, most specific last is named first: the field a 409 DUPLICATE names. */
  unique: readonly string[];
}

/** Tables written outside the CRUD helper (which names its resources' tables itself, see nameTable). */
const tables = new Map<string, TableWords>([
  ['part_fit', { label: 'Fitment', unique: ['year'] }],
  ['item_unit', { label: 'Item unit', unique: ['unitTypeId'] }],
  ['saved_view', { label: 'Saved view', unique: ['name'] }],
  ['configuration', { label: 'Setting', unique: ['key'] }],
  ['translation', { label: 'Translation', unique: ['key'] }],
  ['stock', { label: 'Stock', unique: ['itemId'] }],
  ['supplier', { label: 'Supplier', unique: ['name'] }],
]);

/** Names a table's records for the 409s of its constraints (the CRUD helper calls it for each resource). */
export function nameTable(table: string, words: TableWords): void {
  tables.set(table, words);
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const wordsOf = (table: string | undefined): TableWords =>
  tables.get(table ?? '') ?? {
    label: (table ?? 'record').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    unique: [],
  };
const detailOf = (error: Error) => String((error as { detail?: unknown }).detail ?? error.message);

/** The 409 of a unique or foreign-key violation; undefined for any other error. */
export function constraintError(error: unknown): HttpError | undefined {
  if (error instanceof UniqueConstraintViolationException) {
    const { label, unique } = wordsOf((error as { table?: string }).table);
    return duplicateError(label, unique, error);
  }
  if (error instanceof ForeignKeyConstraintViolationException) {
    // 'update or delete on table "unit_type" violates foreign key constraint ... on table "item_unit"',
    // detail 'Key (id)=(3) is still referenced from table "item_unit".' A missing reference on insert is not ours.
    const still = /Key \(id\)=\((\d+)\) is still referenced from table "([^"]+)"/.exec(detailOf(error));
    if (!still) return undefined;
    const table = /(?:update or delete on|delete on) table "([^"]+)"/.exec(error.message)?.[1];
    return inUseError(wordsOf(table).label, Number(still[1]), [still[2]!]);
  }
  return undefined;
}

/** PostgreSQL's "Key (code)=(en) already exists." names the column; the declared unique fields name the property. */
export function duplicateError(label: string, unique: readonly string[], error: Error): HttpError {
  const detail = detailOf(error);
  const match = /Key \(([^)]+)\)=\((.*)\) already exists/.exec(detail);
  const columns = match?.[1]?.split(',').map((column) => column.trim()) ?? [];
  // A composite key (user, screen, name) names its last, most specific column.
  const field = unique.find((name) => columns.includes(snake(name))) ?? unique[0] ?? columns.at(-1) ?? 'id';
  const value = columns.length === 1 ? ` ${match?.[2]}` : '';
  return conflict(`A ${label.toLowerCase()} with ${field}${value} exists`, {
    code: BackofficeErrorCode.duplicate,
    field,
  });
}

/** 409 IN_USE: `label id` is still used by the named tables. */
export function inUseError(label: string, id: number, usedBy: string[]): HttpError {
  return conflict(`${label} ${id} is still used by ${usedBy.join(', ')}; remove those first`, {
    code: BackofficeErrorCode.inUse,
    usedBy,
  });
}
