// The database prepared once for the run (prepared-db-setup.ts), read once per test file.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

let snapshot: Promise<Blob> | undefined;

/** The prepared dump, or undefined on PostgreSQL (where every app gets a fresh schema). */
export function preparedDbSnapshot(): Promise<Blob> | undefined {
  const file = inject('preparedDbSnapshot');
  if (!file) return undefined;
  snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return snapshot;
}
