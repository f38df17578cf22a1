import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';

/** JSON answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli's default quality (11) is meant for files compressed once; answers are compressed per request,
 * so a low quality keeps the CPU cost far under the time it saves on a slow link.
 */
const BROTLI_QUALITY_PER_REQUEST = 4;
const GZIP_LEVEL_PER_REQUEST = 6;

/**
 * On-the-fly compression of API answers (docs/architecture.md "Delivery"). Built files are not touched here: they
 * are compressed at build time and served precompressed by @fastify/static, which sets
 * Content-Encoding itself, so this plugin leaves them alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST } },
    zlibOptions: { level: GZIP_LEVEL_PER_REQUEST },
  });
}
