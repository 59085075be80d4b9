// Which FileStorage this process uses: the S3-compatible bucket when the configuration names one (several API
// processes and workers then share the files), else the local folder `$DATA_DIR/files` (`npm start`'s default).
import { join } from 'node:path';
import type { Config } from '../../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';

export function openFileStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage & { close?: () => void } {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(join(config.dataDir, 'files'));
}
