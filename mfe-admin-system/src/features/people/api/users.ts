// The back-office account routes (/api/backend/user...) the people screens call. Every write refreshes the
// account lists and history panels.
import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http } from '@shop/client';
import type { AccountUser, AdminUpdateBody, SetPasswordBody } from '@shop/contracts';

export const userKeys = createQueryKeys('user');
export const adminKeys = createQueryKeys('user-admin');

type One = { data: AccountUser };

export const approveDealer = ({ id, approved = true }: { id: number; approved?: boolean }) =>
  http.put(`/api/backend/user/dealer/${id}`, { json: { approved } }).json<One>();
export const enableOrDisableUser = ({ id, enabled }: { id: number; enabled: boolean }) =>
  http.put(`/api/backend/user/enable-or-disable/${id}`, { json: { enabled } }).json<One>();
export const deleteUser = ({ id, admin }: { id: number; admin: boolean }) =>
  http.delete(admin ? `/api/backend/user/admin/${id}` : `/api/backend/user/${id}`).json<One>();
export const restoreUser = (id: number) => http.put(`/api/backend/user/restore/${id}`, { json: {} }).json<One>();
export const resetUserPassword = ({ id, body }: { id: number; body: SetPasswordBody }) =>
  http.put(`/api/backend/user/admin/reset-password/${id}`, { json: body }).json<One>();
export const updateAdmin = ({ id, body }: { id: number; body: AdminUpdateBody }) =>
  http.put(`/api/backend/user/admin/${id}`, { json: body }).json<One>();

const refresh = () => Promise.all([refreshAfterWrite(userKeys.all), refreshAfterWrite(adminKeys.all)]);

/** The account writes, each refreshing the lists; callers word failures with describeApiError(error, accountWordings). */
export function useAccountMutations() {
  return {
    approve: useMutation({ mutationFn: approveDealer, onSuccess: refresh }),
    enable: useMutation({ mutationFn: enableOrDisableUser, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteUser, onSuccess: refresh }),
    restore: useMutation({ mutationFn: restoreUser, onSuccess: refresh }),
    resetPassword: useMutation({ mutationFn: resetUserPassword, onSuccess: refresh }),
    updateAdmin: useMutation({ mutationFn: updateAdmin, onSuccess: refresh }),
  };
}
