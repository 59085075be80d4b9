// The signed-in staff member's own account: details and password. A supplier has routes of its own
// (/api/backend/supplier/profile, /change-password); an admin changes their password at
// /api/backend/user/admin/change-password/:id and, as SUPER_ADMIN, their details at /api/backend/user/admin/:id.
import { useMutation } from '@tanstack/react-query';
import { http, refreshSession, replaceToken, dataOf } from '@shop/client';
import type { ChangePasswordBody, LoginResult, ProfileBody } from '@shop/contracts';

export type StaffKind = 'supplier' | 'admin';

export async function updateOwnProfile({
  kind,
  id,
  body,
}: {
  kind: StaffKind;
  id: number;
  body: ProfileBody;
}): Promise<void> {
  if (kind === 'supplier') await http.put('/api/backend/supplier/profile', { json: body });
  else await http.put(`/api/backend/user/admin/${id}`, { json: body });
  await refreshSession();
}

/** The API signs every other session out and answers this page's new token, which replaces the stored one. */
export async function changeOwnPassword({
  kind,
  id,
  body,
}: {
  kind: StaffKind;
  id: number;
  body: ChangePasswordBody;
}): Promise<void> {
  const url =
    kind === 'supplier' ? '/api/backend/supplier/change-password' : `/api/backend/user/admin/change-password/${id}`;
  const data = await dataOf<LoginResult>(http.put(url, { json: body }));
  replaceToken(data.token);
}

export const useUpdateOwnProfile = () => useMutation({ mutationFn: updateOwnProfile });
export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
