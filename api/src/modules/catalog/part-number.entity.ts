import { defineEntity, p } from '@mikro-orm/core';
import { PART_NUMBER_KINDS } from '@shop/contracts';
import { Part } from './part.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';
import { BaseEntity } from '../../db/base-entity.ts';

// A cross-reference number of a part: the vehicle maker's (OEM) number, another maker's equivalent, an older number
// it replaces, or the newer number that replaces it. Written as typed; `numberKey` is the same number without case,
// spaces, dashes, dots or slashes (partNumberKey), which search and the "same number twice" check compare.
// Written by hand-written SQL only (part-numbers.service.ts), which keeps the key and writes the times.
const PartNumberSchema = defineEntity({
  name: 'PartNumber',
  extends: BaseEntity,
  properties: {
    part: () => p.manyToOne(Part).deleteRule('cascade'),
    kind: p.enum(PART_NUMBER_KINDS),
    number: p.string().length(64),
    numberKey: p.string().length(64),
    // The order staff listed them in.
    position: p.integer().default(0),
  },
  uniques: [{ name: 'part_number_once', properties: ['part', 'kind', 'numberKey'] }],
  indexes: [
    // Search finds a part by any of its numbers, exact or by their beginning (a byte range, as part_number_key); the
    // part and the number's row from the index alone (up to 500 a prefix).
    {
      name: 'part_number_key_pattern_index',
      expression:
        'create index "part_number_key_pattern_index" on "part_number" ("number_key" text_pattern_ops) include ("part_id", "id")',
    },
  ],
  triggers: [catalogChangedTrigger],
});

export class PartNumber extends PartNumberSchema.class {}
PartNumberSchema.setClass(PartNumber);
