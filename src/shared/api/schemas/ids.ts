// The id every table row carries, written once for every contract that names one.
import * as z from 'zod/mini';

/** A positive integer id that fits the database's 32-bit integer column. */
export const Id = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
