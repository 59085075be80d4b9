// Entities as the contracts describe them.
import type {
  AccountUser,
  Location as LocationDto,
  SocialProviderType,
  SupplierAccount,
  UserLocation as UserLocationDto,
} from '@shop/contracts';
import type { Location } from './location.entity.ts';
import type { UserLocation } from './user-location.entity.ts';
import type { User } from './user.entity.ts';

export function toLocationDto(location: Location): LocationDto {
  return { id: location.id, code: location.code, name: location.name, nameKh: location.nameKh, type: location.type };
}

/** Expects `location` to be loaded. */
export function toUserLocationDto(saved: UserLocation): UserLocationDto {
  return {
    id: saved.id,
    location: toLocationDto(saved.location as Location),
    details: {
      isDefault: saved.isDefault,
      label: saved.label,
      recipientName: saved.recipientName ?? null,
      phone: saved.phone ?? null,
      address: saved.address,
      note: saved.note ?? null,
      // double precision may come back as text from the driver; the contract says number.
      latitude: saved.latitude === null || saved.latitude === undefined ? null : Number(saved.latitude),
      longitude: saved.longitude === null || saved.longitude === undefined ? null : Number(saved.longitude),
    },
  };
}

/** `hasPassword` and `socialProviders` come from data the caller loaded (the hash is lazy, links are another table). */
export function toAccountUser(
  user: User,
  extra: { hasPassword: boolean; socialProviders: SocialProviderType[] },
): AccountUser {
  return {
    id: user.id,
    type: user.type,
    name: user.name,
    email: user.email ?? null,
    phone: user.phone ?? null,
    enabled: user.enabled,
    dealerApproved: user.dealerApproved,
    supplierId: user.supplierId ?? null,
    hasPassword: extra.hasPassword,
    socialProviders: extra.socialProviders,
    deletedAt: user.deletedAt ? user.deletedAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toSupplierAccount(user: User): SupplierAccount {
  return {
    id: user.id,
    supplierId: user.supplierId ?? null,
    name: user.name,
    email: user.email ?? null,
    phone: user.phone ?? null,
    enabled: user.enabled,
  };
}
