// Vehicle catalogue: Brand (Toyota) -> Model (Camry) -> Year.
import Type, { type Static } from 'typebox';
import { Id } from './envelope.ts';

export const Brand = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: Type.Union([Type.String(), Type.Null()], { description: 'Khmer name; clients fall back to name' }),
  logo: Type.Union([Type.String(), Type.Null()]),
  sortOrder: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Brand = Static<typeof Brand>;
