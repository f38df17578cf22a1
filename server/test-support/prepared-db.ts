// The databases prepared once for the run (prepared-db-setup.ts), each read once per worker.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

const read = new Map<string, Promise<Blob>>();

function snapshotAt(file: string): Promise<Blob> | undefined {
  if (!file) return undefined;
  let blob = read.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    read.set(file, blob);
  }
  return blob;
}

/** The prepared dump, or undefined on PostgreSQL (where every app gets a fresh schema). */
export function preparedDbSnapshot(): Promise<Blob> | undefined {
  return snapshotAt(inject('preparedDbSnapshot'));
}

/** The migrated dump with no data, or undefined on PostgreSQL. */
export function migratedDbSnapshot(): Promise<Blob> | undefined {
  return snapshotAt(inject('migratedDbSnapshot'));
}
