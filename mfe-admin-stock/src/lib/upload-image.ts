import { http, dataOf } from '@shop/client';
import type { AttachmentView, FileView } from '@shop/contracts';

/** POST /api/backend/attachment: the image joins the files library (folder `folder`); its file is what records point at. */
export async function uploadImage(file: File, folder: string): Promise<FileView> {
  const form = new FormData();
  form.set('folder', folder);
  form.set('title', file.name);
  form.set('file', file);
  return (await dataOf<AttachmentView>(http.post('/api/backend/attachment', { body: form }))).file;
}
