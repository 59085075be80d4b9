import { defineEntity, p } from '@mikro-orm/core';

// Today's random salt for visitor keys, shared by every API process. Yesterday's is deleted when today's is
// made, so a key can never be recomputed from an address afterwards.
const VisitorSaltSchema = defineEntity({
  name: 'VisitorSalt',
  properties: {
    day: p.date().primary(),
    salt: p.string().length(64),
  },
});

export class VisitorSalt extends VisitorSaltSchema.class {}
VisitorSaltSchema.setClass(VisitorSalt);
