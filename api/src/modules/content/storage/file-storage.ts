// Where uploaded bytes live. The shop starts on one machine with a local folder; an S3-compatible store
// implements the same three calls when the shop runs on several. Storage keys are never addresses: files are read
// through the API by their random key (public pictures, or signed links: ../file-links.ts), so a store that signs
// its own links (S3 presigned URLs) can later take over FileLinks.link without the callers changing.
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}
