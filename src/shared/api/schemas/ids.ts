// The id every table row carries, written once for every contract that names one.
import * as z from 'zod/mini';

/** A positive integer id that fits the database's 32-bit integer column. */
export const Id = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/** An id in a GET query, where values arrive as text: digits only, then within the same range. */
export const IdText = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
    z.transform((v: string) => Number(v)),
  ),
  Id,
);
