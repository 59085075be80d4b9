// Suppliers and their stores in the back-office (/api/backend/supplier, /api/backend/store/supplier/:id).
import Type, { type Static } from 'typebox';
import { Email, PersonName, Phone } from './account.ts';
import { Id, PageQuery } from './envelope.ts';
import { NewPassword } from './identity.ts';
import { SupplierAccount } from './user-admin.ts';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Text(maxLength), Type.Null()]));

/** The one store a supplier runs. */
export const SupplierStore = Type.Object({
  id: Id,
  supplierId: Id,
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  /** The store's picture, `/files/<key>` (its WebP sizes are found from the key as for any picture), or null. */
  image: Type.Union([Type.String(), Type.Null()]),
});
export type SupplierStore = Static<typeof SupplierStore>;

/** A supplier with its store and its sign-in accounts. */
export const Supplier = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  enabled: Type.Boolean(),
  store: Type.Union([SupplierStore, Type.Null()]),
  accounts: Type.Array(SupplierAccount),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Supplier = Static<typeof Supplier>;

export const SupplierListQuery = Type.Object({
  ...PageQuery.properties,
  enabled: Type.Optional(Type.Boolean({ description: 'Omitted: enabled and disabled suppliers' })),
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the name (English or Khmer), e-mail or phone' }),
  ),
  /** The back-office kit's list parameter; the same as `q`. */
  search: Type.Optional(Type.String({ maxLength: 100, description: 'The same as q (the list screens send search)' })),
});
export type SupplierListQuery = Static<typeof SupplierListQuery>;

const supplierFields = {
  name: Text(200),
  nameKh: OptionalText(200),
  phone: Phone,
  email: Email,
  address: Text(500),
};

/** Store details; each one not given is copied from the supplier. */
export const StoreBody = Type.Object({
  name: Type.Optional(Text(200)),
  nameKh: OptionalText(200),
  phone: Type.Optional(Type.Union([Phone, Type.Null()])),
  address: OptionalText(500),
});
export type StoreBody = Static<typeof StoreBody>;

/** POST /api/backend/supplier: the supplier, its store and its SUPPLIER sign-in account, made together. */
export const SupplierCreateBody = Type.Object({
  ...supplierFields,
  store: Type.Optional(StoreBody),
  account: Type.Object({
    name: Type.Optional(PersonName),
    email: Email,
    phone: Type.Optional(Type.Union([Phone, Type.Null()])),
    password: NewPassword,
  }),
});
export type SupplierCreateBody = Static<typeof SupplierCreateBody>;

/** PUT /api/backend/supplier/:id: the supplier's own details (its store and account have routes of their own). */
export const SupplierUpdateBody = Type.Partial(Type.Object(supplierFields), { minProperties: 1 });
export type SupplierUpdateBody = Static<typeof SupplierUpdateBody>;

/**
 * PUT /api/backend/store/supplier/:id: a supplier changes its own store's details and picture (`imageId`: an image of
 * its own library, POST /api/backend/attachment answers file.id; null removes the picture).
 */
export const StoreUpdateBody = Type.Partial(
  Type.Object({ ...StoreBody.properties, imageId: Type.Union([Id, Type.Null()]) }),
  { minProperties: 1 },
);
export type StoreUpdateBody = Static<typeof StoreUpdateBody>;
