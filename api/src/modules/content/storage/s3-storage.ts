// FileStorage in an S3-compatible bucket (AWS S3, MinIO, R2, …) through the AWS SDK, for a shop on several machines:
// every API process and worker reads the same bytes. Keys are the file service's own; they are stored under the
// bucket's `prefix` (none by default), so one bucket can hold several shops or other things beside the shop.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.ts';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  prefix?: string;
}

export class S3Storage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3StorageOptions) {
    this.#client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's default CRC headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.#bucket = options.bucket;
    this.#prefix = options.prefix ?? '';
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // A PUT is atomic in S3: a reader sees the old object, none, or the whole new one.
    await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key, Body: bytes }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
  }

  /** Closes the client's sockets (the app's onClose). */
  close(): void {
    this.#client.destroy();
  }
}
