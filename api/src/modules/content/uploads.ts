// Reads a multipart request into memory within the upload limits: files over UPLOAD_MAX_BYTES or more than
// UPLOAD_MAX_FILES answer 413 (the multipart plugin's own errors), text fields come back by name.
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { UPLOAD_MAX_FILES } from '@shop/contracts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/http-error.ts';
import type { Upload } from './file.service.ts';

export interface MultipartUpload {
  files: Upload[];
  fields: Record<string, string>;
}

export async function readUploads(request: FastifyRequest, most = UPLOAD_MAX_FILES): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the files as multipart/form-data');
  const files: Upload[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (files.length >= most) {
        part.file.resume();
        throw payloadTooLarge(`At most ${most} file${most === 1 ? '' : 's'} per request`);
      }
      files.push({ filename: part.filename, bytes: await part.toBuffer() });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (files.length === 0) throw badRequest('No file was sent', { field: 'file' });
  return { files, fields };
}
