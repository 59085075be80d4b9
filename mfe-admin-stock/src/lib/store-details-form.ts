import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordField } from '@shop/admin';

/** What shoppers read of a store, as both the supplier's "My store" and the admins' Stores screen edit it. */
export interface StoreDetailValues extends Record<string, unknown> {
  name: string;
  nameKh: string;
  phone: string;
  address: string;
}

interface StoreDetails {
  name: string;
  nameKh?: string | null;
  phone?: string | null;
  address?: string | null;
}

export function storeDetailFields(i18n: I18n): RecordField[] {
  return [
    { name: 'name', label: i18n._(msg`Name`), required: true },
    { name: 'nameKh', label: i18n._(msg`Name in Khmer`) },
    { name: 'phone', label: i18n._(msg`Phone`) },
    { name: 'address', label: i18n._(msg`Address`), kind: 'textarea' },
  ];
}

export function storeDetailValues(store: StoreDetails): StoreDetailValues {
  return { name: store.name, nameKh: store.nameKh ?? '', phone: store.phone ?? '', address: store.address ?? '' };
}

/** An empty optional detail is stored as "none", not as an empty string. */
export function storeDetailBody(values: StoreDetailValues) {
  return {
    name: values.name.trim(),
    nameKh: values.nameKh.trim() || null,
    phone: values.phone.trim() || null,
    address: values.address.trim() || null,
  };
}
