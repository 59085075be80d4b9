// The parts CSV: one row a part, matched to the catalogue by part number (case, spaces and dashes aside, as
// partNumberKey compares them), so a part is updated, never made twice. A blank cell leaves that value as it is
// (a new part takes the default, or needs it: name, maker, category and unit). Per store, `price:<store>`,
// `dealer_price:<store>` and `stock:<store>` set that store's stock of the part (the stock column is the quantity
// on hand, in the part's base unit). planParts reads and checks everything; applyParts writes the plan.
import type { EntityManager } from '@mikro-orm/core';
import {
  PART_CSV_COLUMNS,
  PART_CSV_REQUIRED,
  PART_CSV_STORE_FIELDS,
  partNumberKey,
  type AuditChange,
  type PartCsvStoreField,
} from '@shop/contracts';
import type { AuditActor } from '../platform/audit-context.ts';
import { checkLength, NameIndex, readPosition, readPrice, readQuantity, Rejections } from './cells.ts';
import { columnKey, csvError, locateColumns, type CsvTable } from './csv-table.ts';
import { appendAuditEntries, json, nextIds, run, type BulkAuditEntry } from './import-sql.ts';
import { recordOpeningStock, setStockQuantities } from './import-stock.ts';

interface StockNow {
  id: number;
  storeId: number;
  price: string;
  dealerPrice: string;
  quantity: number;
}

interface PartNow {
  id: number;
  item_id: number;
  part_number: string;
  key: string;
  name: string;
  name_kh: string | null;
  brand_item_id: number;
  category_id: number;
  position: string;
  base_unit: { id: number; unitTypeId: number } | null;
  other_units: number[];
  stocks: StockNow[];
}

/** The fields of a part the CSV sets, as the database names them. */
interface PartFields {
  part_number: string;
  name: string;
  name_kh: string | null;
  brand_item_id: number;
  category_id: number;
  position: string;
}

interface StoreValues {
  storeId: number;
  price?: string;
  dealerPrice?: string;
  quantity?: number;
}

interface NewPart extends PartFields {
  unit_type_id: number;
  stores: StoreValues[];
}

interface NewStock {
  item_id: number;
  store_id: number;
  price: string;
  dealer_price: string;
  quantity: number;
}

export interface PartsPlan {
  rows: number;
  rejections: Rejections;
  unchanged: number;
  newParts: NewPart[];
  partUpdates: { id: number; item_id: number; fields: PartFields; changes: AuditChange[] }[];
  unitUpdates: { id: number; item_id: number; unit_type_id: number; from: number }[];
  unitInserts: { item_id: number; unit_type_id: number }[];
  newStocks: NewStock[];
  priceUpdates: { id: number; price: string; dealer_price: string; changes: AuditChange[] }[];
  quantities: { stockId: number; quantity: number }[];
  updatedParts: number;
}

interface StoreColumn {
  field: PartCsvStoreField;
  storeId: number;
  index: number;
  header: string;
}

const STORE_COLUMN = new RegExp(`^\\s*(${PART_CSV_STORE_FIELDS.join('|')}|dealer price)\\s*:\\s*(.+)$`, 'i');

interface Reference {
  makers: NameIndex;
  categories: NameIndex;
  units: NameIndex;
  stores: NameIndex;
}

async function loadReference(em: EntityManager): Promise<Reference> {
  const named = (table: string) =>
    run<{ id: number; name: string; name_kh: string | null }>(em, `select id, name, name_kh from ${table} order by id`);
  return {
    makers: new NameIndex(await named('brand_item')),
    categories: new NameIndex(await named('category')),
    units: new NameIndex(await named('unit_type')),
    stores: new NameIndex(await named('store')),
  };
}

function storeColumns(header: string[], stores: NameIndex): StoreColumn[] {
  const columns: StoreColumn[] = [];
  header.forEach((cell, index) => {
    const match = STORE_COLUMN.exec(cell);
    if (!match) return;
    const storeId = stores.find(match[2]!);
    if (storeId === undefined) throw csvError('CSV_UNKNOWN_COLUMN', `The column "${cell}" names no store`, cell);
    const field = columnKey(match[1]!) as PartCsvStoreField;
    if (columns.some((column) => column.field === field && column.storeId === storeId))
      throw csvError('CSV_DUPLICATE_COLUMN', `The column "${cell}" appears twice`, cell);
    columns.push({ field, storeId, index, header: cell });
  });
  return columns;
}

async function existingParts(em: EntityManager, keys: string[]): Promise<Map<string, PartNow[]>> {
  const rows =
    keys.length === 0
      ? []
      : await run<PartNow>(
          em,
          `select p.id, p.item_id, p.part_number, p.part_number_key as key, p.name, p.name_kh, p.brand_item_id, p.category_id, p.position,
                  (select jsonb_build_object('id', u.id, 'unitTypeId', u.unit_type_id) from item_unit u where u.item_id = p.item_id and u.is_base limit 1) as base_unit,
                  array(select u.unit_type_id from item_unit u where u.item_id = p.item_id and not u.is_base) as other_units,
                  coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'storeId', s.store_id, 'price', s.price::text, 'dealerPrice', s.dealer_price::text, 'quantity', s.quantity))
                            from stock s where s.item_id = p.item_id), '[]'::jsonb) as stocks
           from part p where p.part_number_key = any(array(select jsonb_array_elements_text(?::jsonb)))`,
          [json(keys)],
        );
  const byKey = new Map<string, PartNow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return byKey;
}

export async function planParts(em: EntityManager, table: CsvTable): Promise<PartsPlan> {
  const reference = await loadReference(em);
  const stores = storeColumns(table.header, reference.stores);
  const at = locateColumns(table.header, PART_CSV_COLUMNS, PART_CSV_REQUIRED, (cell) => STORE_COLUMN.test(cell));
  const width = table.header.length;
  const keys = [
    ...new Set(
      table.rows.map((row) => partNumberKey(row.cells[at.get('part_number')!] ?? '')).filter((key) => key !== ''),
    ),
  ];
  const existing = await existingParts(em, keys);
  const rejections = new Rejections();
  const plan: PartsPlan = {
    rows: table.rows.length,
    rejections,
    unchanged: 0,
    newParts: [],
    partUpdates: [],
    unitUpdates: [],
    unitInserts: [],
    newStocks: [],
    priceUpdates: [],
    quantities: [],
    updatedParts: 0,
  };
  const firstLine = new Map<string, number>();

  for (const { line, cells } of table.rows) {
    if (cells.slice(width).some((cell) => cell !== '')) {
      rejections.add(line, null, 'CELL_COUNT', null, `The row has ${cells.length} cells; the header has ${width}`);
      continue;
    }
    const get = (column: string) => (at.has(column) ? (cells[at.get(column)!] ?? '') : '');
    const partNumber = get('part_number');
    const key = partNumberKey(partNumber);
    if (key === '') {
      rejections.add(line, 'part_number', 'REQUIRED', partNumber, 'The part number is missing');
      continue;
    }
    checkLength(rejections, line, 'part_number', partNumber, 64);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      rejections.add(
        line,
        'part_number',
        'DUPLICATE_ROW',
        partNumber,
        `Part ${partNumber} is already on line ${earlier}`,
      );
      continue;
    }
    firstLine.set(key, line);
    const matches = existing.get(key) ?? [];
    if (matches.length > 1) {
      rejections.add(
        line,
        'part_number',
        'AMBIGUOUS_PART',
        partNumber,
        `${matches.length} parts have the part number ${partNumber}`,
      );
      continue;
    }
    const now = matches[0];
    const required = (column: string, label: string) => {
      if (!now && get(column) === '') rejections.add(line, column, 'REQUIRED', null, `A new part needs its ${label}`);
    };
    required('name', 'name');
    required('maker', 'maker');
    required('category', 'category');
    required('unit', 'unit');
    checkLength(rejections, line, 'name', get('name'), 200);
    checkLength(rejections, line, 'name_kh', get('name_kh'), 200);
    const lookup = (
      column: string,
      index: NameIndex,
      code: 'UNKNOWN_MAKER' | 'UNKNOWN_CATEGORY' | 'UNKNOWN_UNIT',
      label: string,
    ) => {
      const text = get(column);
      if (text === '') return undefined;
      const id = index.find(text);
      if (id === undefined) rejections.add(line, column, code, text, `No ${label} is called "${text}"`);
      return id;
    };
    const makerId = lookup('maker', reference.makers, 'UNKNOWN_MAKER', 'maker');
    const categoryId = lookup('category', reference.categories, 'UNKNOWN_CATEGORY', 'category');
    const unitTypeId = lookup('unit', reference.units, 'UNKNOWN_UNIT', 'unit');
    const position =
      get('position') === ''
        ? undefined
        : rejections.check(line, 'position', get('position'), readPosition(get('position')));
    if (
      now &&
      unitTypeId !== undefined &&
      unitTypeId !== now.base_unit?.unitTypeId &&
      now.other_units.includes(unitTypeId)
    ) {
      rejections.add(
        line,
        'unit',
        'UNIT_TAKEN',
        get('unit'),
        `"${get('unit')}" is already another unit of part ${partNumber}`,
      );
    }
    const storeValues = new Map<number, StoreValues>();
    for (const column of stores) {
      const text = cells[column.index] ?? '';
      if (text === '') continue;
      const values = storeValues.get(column.storeId) ?? { storeId: column.storeId };
      storeValues.set(column.storeId, values);
      if (column.field === 'stock') values.quantity = rejections.check(line, column.header, text, readQuantity(text));
      else if (column.field === 'price') values.price = rejections.check(line, column.header, text, readPrice(text));
      else values.dealerPrice = rejections.check(line, column.header, text, readPrice(text));
    }
    for (const values of storeValues.values()) {
      const hasStock = now?.stocks.some((stock) => stock.storeId === values.storeId);
      const priceColumn = stores.find((column) => column.storeId === values.storeId && column.field === 'price');
      if (!hasStock && values.price === undefined && !rejections.has(line)) {
        rejections.add(
          line,
          priceColumn?.header ?? 'price',
          'PRICE_NEEDED',
          null,
          'A store that does not stock this part yet needs its price',
        );
      }
    }
    if (rejections.has(line)) continue;

    if (!now) {
      plan.newParts.push({
        part_number: partNumber,
        name: get('name'),
        name_kh: get('name_kh') || null,
        brand_item_id: makerId!,
        category_id: categoryId!,
        position: position ?? 'Main',
        unit_type_id: unitTypeId!,
        stores: [...storeValues.values()],
      });
      continue;
    }
    let changed = false;
    const fields: PartFields = {
      part_number: partNumber,
      name: get('name') || now.name,
      name_kh: get('name_kh') || now.name_kh,
      brand_item_id: makerId ?? now.brand_item_id,
      category_id: categoryId ?? now.category_id,
      position: position ?? now.position,
    };
    const changes = (Object.keys(fields) as (keyof PartFields)[])
      .filter((field) => fields[field] !== now[field])
      .map((field) => ({ field, from: now[field], to: fields[field] }));
    if (changes.length > 0) {
      plan.partUpdates.push({ id: now.id, item_id: now.item_id, fields, changes });
      changed = true;
    }
    if (unitTypeId !== undefined && unitTypeId !== now.base_unit?.unitTypeId) {
      if (now.base_unit)
        plan.unitUpdates.push({
          id: now.base_unit.id,
          item_id: now.item_id,
          unit_type_id: unitTypeId,
          from: now.base_unit.unitTypeId,
        });
      else plan.unitInserts.push({ item_id: now.item_id, unit_type_id: unitTypeId });
      changed = true;
    }
    for (const values of storeValues.values()) {
      const stock = now.stocks.find((candidate) => candidate.storeId === values.storeId);
      if (!stock) {
        plan.newStocks.push({
          item_id: now.item_id,
          store_id: values.storeId,
          price: values.price!,
          dealer_price: values.dealerPrice ?? values.price!,
          quantity: values.quantity ?? 0,
        });
        changed = true;
        continue;
      }
      const price = values.price ?? stock.price;
      const dealerPrice = values.dealerPrice ?? stock.dealerPrice;
      if (price !== stock.price || dealerPrice !== stock.dealerPrice) {
        const priceChanges = [
          ...(price !== stock.price ? [{ field: 'price', from: stock.price, to: price }] : []),
          ...(dealerPrice !== stock.dealerPrice
            ? [{ field: 'dealerPrice', from: stock.dealerPrice, to: dealerPrice }]
            : []),
        ];
        plan.priceUpdates.push({ id: stock.id, price, dealer_price: dealerPrice, changes: priceChanges });
        changed = true;
      }
      if (values.quantity !== undefined && values.quantity !== stock.quantity) {
        plan.quantities.push({ stockId: stock.id, quantity: values.quantity });
        changed = true;
      }
    }
    if (changed) plan.updatedParts += 1;
    else plan.unchanged += 1;
  }
  return plan;
}

const created = (fields: Record<string, unknown>): AuditChange[] =>
  Object.entries(fields).map(([field, to]) => ({ field, from: null, to }));

/** The items whose catalogue fields or units the plan changes (new stock of a part is not a catalogue change). */
export const changedItems = (plan: PartsPlan): number[] =>
  [...plan.partUpdates, ...plan.unitUpdates, ...plan.unitInserts].map((change) => change.item_id);

/**
 * Writes the plan; the caller runs it in the import's transaction, having checked changedItems with the catalogue's
 * ownership rule. New parts record `createdBySupplierId` as their adder (null: the shop's).
 */
export async function applyParts(
  em: EntityManager,
  plan: PartsPlan,
  actor: AuditActor | null,
  createdBySupplierId: number | null,
): Promise<void> {
  const audit: BulkAuditEntry[] = [];
  const itemIds = await nextIds(em, 'item', plan.newParts.length);
  const partIds = await nextIds(em, 'part', plan.newParts.length);
  const parts = plan.newParts.map((part, index) => ({
    ...part,
    id: partIds[index]!,
    item_id: itemIds[index]!,
    part_number_key: partNumberKey(part.part_number),
  }));
  if (parts.length > 0) {
    await run(
      em,
      `insert into item (id, type, condition, created_by_supplier_id, created_at, updated_at) select v.id, 'Part', 'New', v.supplier_id, now(), now() from jsonb_to_recordset(?::jsonb) as v(id int, supplier_id int)`,
      [json(parts.map((part) => ({ id: part.item_id, supplier_id: createdBySupplierId })))],
    );
    await run(
      em,
      `insert into part (id, item_id, part_number, part_number_key, name, name_kh, brand_item_id, category_id, position, created_at, updated_at)
       select v.id, v.item_id, v.part_number, v.part_number_key, v.name, v.name_kh, v.brand_item_id, v.category_id, v.position, now(), now()
       from jsonb_to_recordset(?::jsonb) as v(id int, item_id int, part_number text, part_number_key text, name text, name_kh text, brand_item_id int, category_id int, position text)`,
      [json(parts)],
    );
    plan.unitInserts.push(...parts.map((part) => ({ item_id: part.item_id, unit_type_id: part.unit_type_id })));
    plan.newStocks.push(
      ...parts.flatMap((part) =>
        part.stores.map((store) => ({
          item_id: part.item_id,
          store_id: store.storeId,
          price: store.price!,
          dealer_price: store.dealerPrice ?? store.price!,
          quantity: store.quantity ?? 0,
        })),
      ),
    );
    for (const part of parts) {
      audit.push({
        entity: 'part',
        entity_id: part.id,
        action: 'create',
        changes: created({
          partNumber: part.part_number,
          name: part.name,
          nameKh: part.name_kh,
          brandItem: part.brand_item_id,
          category: part.category_id,
          position: part.position,
        }),
      });
    }
  }
  if (plan.partUpdates.length > 0) {
    await run(
      em,
      `update part p set part_number = v.part_number, part_number_key = v.part_number_key, name = v.name, name_kh = v.name_kh,
              brand_item_id = v.brand_item_id, category_id = v.category_id, position = v.position, updated_at = now()
       from jsonb_to_recordset(?::jsonb) as v(id int, part_number text, part_number_key text, name text, name_kh text, brand_item_id int, category_id int, position text)
       where p.id = v.id`,
      [
        json(
          plan.partUpdates.map(({ id, fields }) => ({
            id,
            ...fields,
            part_number_key: partNumberKey(fields.part_number),
          })),
        ),
      ],
    );
    audit.push(
      ...plan.partUpdates.map(({ id, changes }) => ({
        entity: 'part' as const,
        entity_id: id,
        action: 'update' as const,
        changes: changes.map(auditField),
      })),
    );
  }
  if (plan.unitUpdates.length > 0) {
    await run(
      em,
      `update item_unit u set unit_type_id = v.unit_type_id, updated_at = now() from jsonb_to_recordset(?::jsonb) as v(id int, unit_type_id int) where u.id = v.id`,
      [json(plan.unitUpdates)],
    );
    audit.push(
      ...plan.unitUpdates.map((unit) => ({
        entity: 'item-unit' as const,
        entity_id: unit.id,
        action: 'update' as const,
        changes: [{ field: 'unitType', from: unit.from, to: unit.unit_type_id }],
      })),
    );
  }
  if (plan.unitInserts.length > 0) {
    const units = await run<{ id: number; item_id: number; unit_type_id: number }>(
      em,
      `insert into item_unit (item_id, unit_type_id, factor, is_base, created_at, updated_at)
       select v.item_id, v.unit_type_id, 1, true, now(), now() from jsonb_to_recordset(?::jsonb) as v(item_id int, unit_type_id int)
       returning id, item_id, unit_type_id`,
      [json(plan.unitInserts)],
    );
    audit.push(
      ...units.map((unit) => ({
        entity: 'item-unit' as const,
        entity_id: unit.id,
        action: 'create' as const,
        changes: created({ item: unit.item_id, unitType: unit.unit_type_id, factor: 1, isBase: true }),
      })),
    );
  }
  if (plan.newStocks.length > 0) {
    // Created empty, then filled through the stock writer, so the opening quantity has its history row.
    const stocks = await run<{ id: number; item_id: number; store_id: number; price: string; dealer_price: string }>(
      em,
      `insert into stock (store_id, item_id, quantity, price, dealer_price, created_at, updated_at)
       select v.store_id, v.item_id, 0, v.price::numeric, v.dealer_price::numeric, now(), now()
       from jsonb_to_recordset(?::jsonb) as v(store_id int, item_id int, price text, dealer_price text)
       returning id, item_id, store_id, price::text as price, dealer_price::text as dealer_price`,
      [json(plan.newStocks)],
    );
    const quantityOf = new Map(plan.newStocks.map((stock) => [`${stock.item_id}:${stock.store_id}`, stock.quantity]));
    const opened = stocks.map((stock) => ({
      stockId: stock.id,
      quantity: quantityOf.get(`${stock.item_id}:${stock.store_id}`) ?? 0,
    }));
    await run(
      em,
      `update stock s set quantity = v.quantity from jsonb_to_recordset(?::jsonb) as v("stockId" int, quantity int) where s.id = v."stockId" and v.quantity > 0`,
      [json(opened)],
    );
    await recordOpeningStock(em, actor, opened);
    audit.push(
      ...stocks.map((stock) => ({
        entity: 'stock' as const,
        entity_id: stock.id,
        action: 'create' as const,
        changes: created({
          store: stock.store_id,
          item: stock.item_id,
          price: stock.price,
          dealerPrice: stock.dealer_price,
          quantity: quantityOf.get(`${stock.item_id}:${stock.store_id}`) ?? 0,
        }),
      })),
    );
  }
  if (plan.priceUpdates.length > 0) {
    await run(
      em,
      `update stock s set price = v.price::numeric, dealer_price = v.dealer_price::numeric, updated_at = now()
       from jsonb_to_recordset(?::jsonb) as v(id int, price text, dealer_price text) where s.id = v.id`,
      [json(plan.priceUpdates)],
    );
    audit.push(
      ...plan.priceUpdates.map((update) => ({
        entity: 'stock' as const,
        entity_id: update.id,
        action: 'update' as const,
        changes: update.changes,
      })),
    );
  }
  await appendAuditEntries(em, actor, audit);
  await setStockQuantities(em, actor, plan.quantities);
}

/** Audit entries name fields as the API does (camelCase), not as the database does. */
const FIELD_NAMES: Record<string, string> = {
  part_number: 'partNumber',
  name_kh: 'nameKh',
  brand_item_id: 'brandItem',
  category_id: 'category',
};
const auditField = (change: AuditChange): AuditChange => ({
  ...change,
  field: FIELD_NAMES[change.field] ?? change.field,
});
