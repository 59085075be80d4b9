import { useMutation } from '@tanstack/react-query';
import { createResourceApi, refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import type { SetPasswordBody, Supplier, SupplierCreateBody, SupplierUpdateBody } from '@shop/contracts';

/** GET/POST /api/backend/supplier, GET/PUT/DELETE /api/backend/supplier/:id (admins). */
export const supplierApi = createResourceApi<Supplier, SupplierCreateBody, SupplierUpdateBody>('supplier');

/** PUT /api/backend/supplier/enable/:id: its accounts follow; disabling signs them out. */
export const setSupplierEnabled = async (id: number, enabled: boolean) =>
  await dataOf<Supplier>(http.put(`/api/backend/supplier/enable/${id}`, { json: { enabled } }));

/** PUT /api/backend/supplier/reset/:id: a new password for the supplier's account (signed out everywhere). */
export const resetSupplierPassword = async (id: number, body: SetPasswordBody) => {
  await http.put(`/api/backend/supplier/reset/${id}`, { json: body });
};

export function useSupplierWrites() {
  const refresh = () => refreshAfterWrite(supplierApi.keys.all, ['audit']);
  return {
    enable: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setSupplierEnabled(id, enabled),
      onSuccess: refresh,
    }),
    reset: useMutation({
      mutationFn: ({ id, body }: { id: number; body: SetPasswordBody }) => resetSupplierPassword(id, body),
    }),
  };
}
