// The attachment library (staff; a supplier's staff see only their supplier's): upload, trash, restore,
// delete for good, empty the trash. Every write refreshes both lists.
import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http, dataOf } from '@shop/client';
import type { AttachmentView, EmptiedTrash } from '@shop/contracts';

export const attachmentKeys = createQueryKeys('attachment');
export const ATTACHMENT_PATH = '/api/backend/attachment';
export const TRASH_PATH = '/api/backend/attachment/trash';

/** POST /api/backend/attachment (one file) or /multiple (several), multipart. */
export async function uploadAttachments(files: File[]): Promise<AttachmentView[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  if (files.length === 1) return [await dataOf<AttachmentView>(http.post(ATTACHMENT_PATH, { body: form }))];
  return await dataOf<AttachmentView[]>(http.post(`${ATTACHMENT_PATH}/multiple`, { body: form }));
}

export const trashAttachment = (id: number) => http.delete(`${ATTACHMENT_PATH}/${id}`).then(() => undefined);
export const restoreAttachment = (id: number) => http.put(`${ATTACHMENT_PATH}/restore/${id}`).then(() => undefined);
export const deleteAttachment = (id: number) => http.delete(`${ATTACHMENT_PATH}/delete/${id}`).then(() => undefined);
export const emptyTrash = async () => await dataOf<EmptiedTrash>(http.delete(`${ATTACHMENT_PATH}/delete/allTrash`));

const refresh = () => refreshAfterWrite(attachmentKeys.all, ['audit']);

export function useAttachmentMutations() {
  return {
    upload: useMutation({ mutationFn: uploadAttachments, onSuccess: refresh }),
    trash: useMutation({ mutationFn: trashAttachment, onSuccess: refresh }),
    restore: useMutation({ mutationFn: restoreAttachment, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteAttachment, onSuccess: refresh }),
    emptyTrash: useMutation({ mutationFn: emptyTrash, onSuccess: refresh }),
  };
}
