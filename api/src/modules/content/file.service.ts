// Uploads: the type is read from the bytes (file-type), never from the name or the browser's word; names are
// cleaned; images get WebP sizes (sharp). Bytes go to the FileStorage, rows to stored_file. A refused upload
// stores nothing. A file's view gives its address by the rule of public-pictures.ts: a public picture's lasting
// /files/<key>, any other file's short-lived signed link (file-links.ts).
import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { IMAGE_VARIANTS, UPLOAD_TYPES, type FileView, type ImageVariant } from '@shop/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { notFound, unsupportedMediaType } from '../../lib/http-error.ts';
import type { Orm } from '../../db/orm.ts';
import type { FileLinks } from './file-links.ts';
import { findPublicFile, pictureUrl, publicFileIds } from './public-pictures.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { StoredFile } from './stored-file.entity.ts';

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/** An upload checked and measured, ready to store. */
interface CheckedUpload {
  name: string;
  mimeType: string;
  bytes: Buffer;
  image: { width: number; height: number } | null;
}

/** Keeps a name a person recognises, without paths, control characters or anything a header could trip on. */
export function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // Control characters would break the Content-Disposition header; the rest are refused by one file system or another.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*;]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 150);
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${extension}`;
}

/**
 * The WebP sizes to make of an image `imageWidth` wide: every size narrower than it, then the next one at the image's
 * own width (never enlarged), so each width in a `srcset` is distinct and a WebP of the whole picture exists up to
 * the widest size. `imageWidth` is the width as shown (after the EXIF orientation the sizes are turned by).
 */
export function variantWidths(imageWidth: number): [ImageVariant['name'], number][] {
  const sizes: [ImageVariant['name'], number][] = [];
  for (const [name, width] of Object.entries(IMAGE_VARIANTS) as [ImageVariant['name'], number][]) {
    sizes.push([name, Math.min(width, imageWidth)]);
    if (width >= imageWidth) break;
  }
  return sizes;
}

/** The `variant` of a WebP size's AVIF twin (its `variantOf` is the WebP). */
export const AVIF_VARIANT = 'avif';

/** The AVIF twin of a WebP size, when one was kept at upload (it was smaller). */
export function avifOf(em: EntityManager, webp: StoredFile): Promise<StoredFile | null> {
  return em.findOne(StoredFile, { variantOf: webp.id, variant: AVIF_VARIANT });
}

export class FileService {
  readonly #orm: Orm;
  readonly #storage: FileStorage;
  readonly #links: FileLinks;

  constructor(orm: Orm, storage: FileStorage, links: FileLinks) {
    this.#orm = orm;
    this.#storage = storage;
    this.#links = links;
  }

  /** Checks and stores uploads in one transaction (bytes of a refused batch are removed); answers their views. */
  async upload(uploads: Upload[]): Promise<FileView[]> {
    const checked = await Promise.all(uploads.map((upload) => this.check(upload)));
    const written: string[] = [];
    try {
      const stored = await this.#orm.em.transactional(async (em) =>
        Promise.all(checked.map((upload) => this.store(em, upload, written))),
      );
      const views = await this.views(this.#orm.em, stored);
      return stored.map((file) => views.get(file.id)!);
    } catch (error) {
      await this.discard(written);
      throw error;
    }
  }

  /** The public picture with this key (or a size of one), or null (public-pictures.ts). */
  publicFile(key: string): Promise<StoredFile | null> {
    return findPublicFile(this.#orm.em, key);
  }

  /** Any file by its key, with its bytes if the row keeps them: only for a caller whose signed link was checked. */
  byKey(key: string): Promise<StoredFile | null> {
    return this.#orm.em.findOne(StoredFile, { key }, { populate: ['content'] });
  }

  /** The AVIF twin of a WebP size, when one was kept at upload (it was smaller); null for any other file. */
  avifTwin(file: StoredFile): Promise<StoredFile | null> {
    return file.variant && file.mimeType === 'image/webp' ? avifOf(this.#orm.em, file) : Promise.resolve(null);
  }

  /** Refuses (415) a type that is not allowed, whatever the name says; measures images. */
  async check(upload: Upload): Promise<CheckedUpload> {
    const type = await fileTypeFromBuffer(upload.bytes);
    if (!type || !(UPLOAD_TYPES as readonly string[]).includes(type.mime)) {
      throw unsupportedMediaType(
        `${upload.filename || 'The file'} is not an accepted type (${type?.mime ?? 'unknown content'}); accepted: images (JPEG, PNG, WebP, GIF, AVIF), PDF, Word and Excel`,
      );
    }
    let image: CheckedUpload['image'] = null;
    if (type.mime.startsWith('image/')) {
      const meta = await sharp(upload.bytes)
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height)
        throw unsupportedMediaType(`${upload.filename || 'The image'} could not be read as an image`);
      // As shown: a photo turned by its EXIF orientation is as wide as it looks (its sizes are made turned too).
      image = meta.autoOrient ? { ...meta.autoOrient } : { width: meta.width, height: meta.height };
    }
    return { name: cleanFileName(upload.filename, type.ext), mimeType: type.mime, bytes: upload.bytes, image };
  }

  /**
   * Writes the bytes (and an image's WebP sizes) to storage and creates their rows on `em` (flushed by the caller's
   * transaction). Returns the storage keys written, so a caller whose transaction fails can remove them.
   */
  async store(em: EntityManager, upload: CheckedUpload, written: string[]): Promise<StoredFile> {
    const file = em.create(StoredFile, {
      name: upload.name,
      mimeType: upload.mimeType,
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      storageKey: await this.#put(upload.bytes, written),
      width: upload.image?.width ?? null,
      height: upload.image?.height ?? null,
    });
    if (upload.image) {
      for (const [variant, width] of variantWidths(upload.image.width)) {
        const { data, info } = await sharp(upload.bytes, { animated: false })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        const webp = em.create(StoredFile, {
          name: upload.name.replace(/\.[^.]+$/, `-${variant}.webp`),
          mimeType: 'image/webp',
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          storageKey: await this.#put(data, written),
          width: info.width,
          height: info.height,
          variantOf: file,
          variant,
        });
        // AVIF where it wins: the same size encoded as AVIF is kept only when it is smaller than the WebP (photos,
        // mostly; a small or flat picture is often larger in AVIF's container). It hangs off the WebP, served at
        // the WebP's address to a browser that accepts AVIF (routes/files.ts), so no page or script changes.
        const avif = await sharp(upload.bytes, { animated: false })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          // Effort 2 of 9: a 2400 px photo's five sizes in about 1.6 s instead of 6.3 s at the default 4 (measured
          // on the loaded test machine), for a few per cent more bytes; the upload waits for it.
          .avif({ quality: 50, effort: 2 })
          .toBuffer();
        if (avif.length < data.length) {
          em.create(StoredFile, {
            name: upload.name.replace(/\.[^.]+$/, `-${variant}.avif`),
            mimeType: 'image/avif',
            size: avif.length,
            sha256: createHash('sha256').update(avif).digest('hex'),
            storageKey: await this.#put(avif, written),
            width: info.width,
            height: info.height,
            variantOf: webp,
            variant: AVIF_VARIANT,
          });
        }
      }
    }
    return file;
  }

  async #put(bytes: Buffer, written: string[]): Promise<string> {
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
    await this.#storage.put(key, bytes);
    written.push(key);
    return key;
  }

  /** Removes bytes written for rows that were never committed, or whose rows are gone. */
  async discard(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.#storage.remove(key)));
  }

  /** A file's bytes, from the row (seeded files) or from storage. */
  async bytes(file: StoredFile): Promise<Buffer> {
    if (file.storageKey) {
      const bytes = await this.#storage.get(file.storageKey);
      if (!bytes) throw notFound('File not found');
      return bytes;
    }
    return Buffer.from(file.content ?? []);
  }

  /**
   * Views of files with their WebP sizes (one query for the sizes, one for which are public). Only for a caller
   * who may read the files' records: a private file's view carries a working link to it.
   */
  async views(em: EntityManager, files: StoredFile[]): Promise<Map<number, FileView>> {
    const ids = files.map((file) => file.id);
    const variants =
      ids.length === 0 ? [] : await em.find(StoredFile, { variantOf: { $in: ids } }, { orderBy: { width: 'asc' } });
    const open = await publicFileIds(em, [...ids, ...variants.map((variant) => variant.id)]);
    const url = (file: StoredFile) => (open.has(file.id) ? pictureUrl(file.key) : this.#links.link(file.key));
    const byParent = new Map<number, ImageVariant[]>();
    for (const variant of variants) {
      const parent = (variant.variantOf as { id: number } | null | undefined)?.id;
      if (parent === undefined) continue;
      const list = byParent.get(parent) ?? [];
      list.push({
        name: variant.variant as ImageVariant['name'],
        width: variant.width ?? 0,
        height: variant.height ?? 0,
        url: url(variant),
      });
      byParent.set(parent, list);
    }
    return new Map(
      files.map((file) => [
        file.id,
        {
          id: file.id,
          name: file.name,
          mimeType: file.mimeType,
          size: file.size,
          url: url(file),
          pictureUrl: pictureUrl(file.key),
          width: file.width ?? null,
          height: file.height ?? null,
          variants: byParent.get(file.id) ?? [],
        },
      ]),
    );
  }

  /** Storage keys of a file and its variants (to remove after their rows are deleted). */
  async keysOf(em: EntityManager, fileIds: number[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const rows = await em.find(
      StoredFile,
      // The AVIF sizes hang off the WebP sizes.
      {
        $or: [
          { id: { $in: fileIds } },
          { variantOf: { $in: fileIds } },
          { variantOf: { variantOf: { $in: fileIds } } },
        ],
      },
      { fields: ['id', 'storageKey'] },
    );
    return rows.map((row) => row.storageKey).filter((key): key is string => !!key);
  }
}
