// Compresses the API's answers (JSON, CSV, the docs) for clients that accept it: brotli, else gzip. The
// shell's static files are compressed at build time and served as they are (plugins/shell.ts); answers that
// already carry a Content-Encoding are left alone.
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Answers smaller than this gain less than the compression costs. */
const THRESHOLD_BYTES = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4 compresses JSON about as well as gzip -6 at a fraction of brotli 11's time; per-request work must stay cheap.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
