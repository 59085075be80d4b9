import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createResourceApi, refreshAfterWrite } from '@shop/admin';
import { http, dataOf } from '@shop/client';
import type { PartAdminView, PartBody, PartPatch } from '@shop/contracts';
import { uploadImage } from '../../../lib/upload-image.ts';

/** GET/POST /api/backend/part, GET/PUT/DELETE /api/backend/part/:id (admins). */
export const partApi = createResourceApi<PartAdminView, PartBody, PartPatch>('part');

/** GET /api/backend/part/:id: one part as the back-office edits it. */
export const partQueryOptions = (id: number) =>
  queryOptions({ queryKey: partApi.keys.detail(id), queryFn: () => partApi.get(id) });

export const usePart = (id: number) => useQuery(partQueryOptions(id));

/** PUT /api/backend/part/popular/:id and /best-seller/:id with `{ value }`. */
export const setPartFlag = async (id: number, flag: 'popular' | 'best-seller', value: boolean) =>
  await dataOf<PartAdminView>(http.put(`/api/backend/part/${flag}/${id}`, { json: { value } }));

/** The image goes to the files library, then the part shows the uploaded file. */
export async function uploadPartImage(id: number, file: File): Promise<PartAdminView> {
  return partApi.update(id, { imageId: (await uploadImage(file, 'parts')).id });
}

export function usePartWrites(id: number) {
  const refresh = () => refreshAfterWrite(partApi.keys.all, ['audit']);
  return {
    update: useMutation({ mutationFn: (patch: PartPatch) => partApi.update(id, patch), onSuccess: refresh }),
    flag: useMutation({
      mutationFn: ({ flag, value }: { flag: 'popular' | 'best-seller'; value: boolean }) =>
        setPartFlag(id, flag, value),
      onSuccess: refresh,
    }),
    image: useMutation({ mutationFn: (file: File) => uploadPartImage(id, file), onSuccess: refresh }),
  };
}
