// Uploaded files (POST /files/...) and the back-office's attachment library with its trash.
import Type, { type Static } from 'typebox';
import { BaseRecordFields, listQuery } from './backoffice.ts';
import { Id } from './envelope.ts';

/** Largest file accepted, in bytes (413 past it). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most files one request may carry (413 past it). */
export const UPLOAD_MAX_FILES = 10;
/**
 * Types accepted, as read from the file's content (not its name or the browser's word): 415 for anything else.
 * SVG is refused: it is text that can carry scripts and cannot be told apart by its bytes.
 */
export const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * The WebP sizes made for every image (width in pixels): each one narrower than the image, and one at the image's own
 * width when it is narrower than the widest (never enlarged). A phone of 390 CSS px picks `card` or `medium` from
 * them (2x or 3x screens), a back-office list `thumbnail`.
 */
export const IMAGE_VARIANTS = { thumbnail: 160, small: 320, card: 640, medium: 960, large: 1280 } as const;
export type ImageVariantName = keyof typeof IMAGE_VARIANTS;

export const ImageVariant = Type.Object({
  name: Type.Enum(Object.keys(IMAGE_VARIANTS) as ImageVariantName[]),
  width: Type.Integer(),
  height: Type.Integer(),
  url: Type.String({ description: 'image/webp; addressed like its image (FileView.url)' }),
});
export type ImageVariant = Static<typeof ImageVariant>;

/**
 * A stored file as POST /files/file and /files/file/batch answer it. Addresses name the file's random key, never
 * its id: a public picture (shown by a part, accessory, category, brand or maker) at its lasting `/files/<key>`,
 * any other file by a signed link that works for a quarter of an hour (decisions.md, "Files are private unless...").
 */
export const FileView = Type.Object({
  id: Id,
  name: Type.String({ description: 'Cleaned file name' }),
  mimeType: Type.String({ description: 'Read from the content' }),
  size: Type.Integer({ minimum: 0 }),
  url: Type.String({
    description:
      'Where to fetch it now: /files/<key> for a public picture, else a short-lived /files/p/<key>?expires=…&signature=…',
  }),
  pictureUrl: Type.String({
    description:
      '/files/<key>: its address once a public record shows it (answers 404 until then); what a logo field keeps',
  }),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  variants: Type.Array(ImageVariant, { description: 'WebP sizes of an image; empty for other files' }),
});
export type FileView = Static<typeof FileView>;

const attachmentFields = {
  title: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  alt: Type.Union([Type.String({ maxLength: 300 }), Type.Null()]),
  folder: Type.Union([Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9 _./-]*$' }), Type.Null()]),
};

/** An attachment: a file in the back-office's library, with its own title and alt text, trashable. */
export const AttachmentView = Type.Object({
  ...BaseRecordFields,
  file: FileView,
  ...attachmentFields,
  uploadedBy: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()]),
  /** The supplier whose staff uploaded it (null: the shop's admins); a supplier sees only its own. */
  supplierId: Type.Union([Id, Type.Null()]),
  trashedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AttachmentView = Static<typeof AttachmentView>;

/** What the storefront may read of an attachment (GET /api/frontend/attachment/:id; trashed ones answer 404). */
export const PublicAttachmentView = Type.Object({
  id: Id,
  file: FileView,
  title: attachmentFields.title,
  alt: attachmentFields.alt,
});
export type PublicAttachmentView = Static<typeof PublicAttachmentView>;

/** PUT /api/backend/attachment/:id: the descriptive fields (the file itself never changes). */
export const AttachmentPatch = Type.Partial(Type.Object(attachmentFields), { minProperties: 1 });
export type AttachmentPatch = Static<typeof AttachmentPatch>;

/**
 * Multipart fields sent beside the file(s) of POST /files/attachment, /api/backend/attachment and .../multiple:
 * `title`, `alt`, `folder` (text fields, optional). The file part's field name is free (`file` by convention).
 */
export const AttachmentUploadFields = Type.Object({
  title: Type.Optional(attachmentFields.title),
  alt: Type.Optional(attachmentFields.alt),
  folder: Type.Optional(attachmentFields.folder),
});
export type AttachmentUploadFields = Static<typeof AttachmentUploadFields>;

/** Sorts by createdAt (default `-createdAt`), title, updatedAt. `search` matches title, alt and folder. */
export const AttachmentListQuery = listQuery({
  kind: Type.Optional(Type.Enum(['image', 'document'], { description: 'image/* or anything else' })),
  folder: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AttachmentListQuery = Static<typeof AttachmentListQuery>;

/** A stored file's key: 32 hex digits, never its counting id (GET /files/:id, /files/p/:key). */
export const FileKey = Type.String({ pattern: '^[0-9a-f]{32}$', description: "The file's key (never its id)" });
/** GET /files/:id takes any short string: one that is not a FileKey answers 404 like the key of no file. */
export const PublicFileParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type PublicFileParams = Static<typeof PublicFileParams>;
export const SignedFileParams = Type.Object({ key: Type.String({ maxLength: 100 }) });
export type SignedFileParams = Static<typeof SignedFileParams>;
/** A private file's signed link (GET /files/p/:key?expires=&signature=); a missing part answers 403 LINK_INVALID. */
export const SignedLinkQuery = Type.Object({
  expires: Type.Optional(
    Type.String({ maxLength: 20, description: 'Unix seconds after which the link no longer works' }),
  ),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SignedLinkQuery = Static<typeof SignedLinkQuery>;

/** DELETE /api/backend/attachment/delete/allTrash. */
export const EmptiedTrash = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });
export type EmptiedTrash = Static<typeof EmptiedTrash>;
