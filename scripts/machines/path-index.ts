// Where a QA path id lives: the catalogues (docs/paths/<machine id>.md, one `## <id>` heading per
// path) and the map of retired ids (docs/paths/retired.json, old id → the id that replaced it). Reads
// only those files, so `npm run test:path` resolves an id without loading a machine.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const RETIRED_FILE = 'docs/paths/retired.json';
export const PATH_ID = /^[A-Za-z]+-[0-9a-f]{8}$/;

/** Every current path id → its machine id (the catalogue's file name). */
export function catalogueIds(root = ROOT): Map<string, string> {
  const ids = new Map<string, string>();
  const dir = path.join(root, 'docs/paths');
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.md')) continue;
    const machineId = name.replace(/\.md$/, '');
    for (const [, id] of readFileSync(path.join(dir, name), 'utf8').matchAll(/^## (\S+)$/gm))
      ids.set(id!, machineId);
  }
  return ids;
}

export function readRetired(root = ROOT): Record<string, string> {
  const file = path.join(root, RETIRED_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export type Resolved = { id: string; machineId: string; retired: string[] };

/**
 * The current path an id stands for: itself, or where the retired map leads (followed to the end,
 * each retired id on the way listed). Undefined for an id neither knows, or a map that loops.
 */
export function resolvePathId(
  id: string,
  ids = catalogueIds(),
  retired = readRetired(),
): Resolved | undefined {
  const seen: string[] = [];
  let current = id;
  while (!ids.has(current)) {
    const next = retired[current];
    if (next === undefined || seen.includes(current)) return undefined;
    seen.push(current);
    current = next;
  }
  return { id: current, machineId: ids.get(current)!, retired: seen };
}

/** `withdraw` → `withdraw`, `entryRedirect` → `entry-redirect`: machine id → file stem. */
export const stemOf = (machineId: string) =>
  machineId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Each path of a catalogue's text: id → its walk (the start and every "Do", not the "Expect"). */
export function walksOf(catalogue: string): Map<string, string> {
  const walks = new Map<string, string>();
  for (const section of catalogue.split(/^## /m).slice(1)) {
    const [id, ...lines] = section.split('\n');
    const does = lines
      .filter((line) => /^\| \d+ \|/.test(line))
      .map((line) => line.split(' | ')[1] ?? '');
    walks.set(id!.trim(), does.join('\n'));
  }
  return walks;
}

/**
 * The retired map after a regeneration: an id that left a catalogue while a new id walks the same
 * steps (the machine changed, the walk did not) is retired to it, and entries that led to a retired
 * id lead on to its successor. An id whose walk is gone stays unmapped: say by hand where it went.
 */
export function updateRetired(
  retired: Readonly<Record<string, string>>,
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): Record<string, string> {
  const next: Record<string, string> = { ...retired };
  for (const [file, text] of before) {
    const was = walksOf(text);
    const now = walksOf(after.get(file) ?? '');
    // Two paths worded alike (two payload cases) say nothing about which became which.
    const once = (walks: Map<string, string>) => {
      const count = new Map<string, number>();
      for (const walk of walks.values()) count.set(walk, (count.get(walk) ?? 0) + 1);
      return (walk: string) => count.get(walk) === 1;
    };
    const onceBefore = once(was);
    const onceAfter = once(now);
    const byWalk = new Map([...now].filter(([, w]) => onceAfter(w)).map(([id, w]) => [w, id]));
    for (const [id, walk] of was) {
      const successor = onceBefore(walk) ? byWalk.get(walk) : undefined;
      if (!now.has(id) && successor) next[id] = successor;
    }
  }
  const current = new Set([...after.values()].flatMap((text) => [...walksOf(text).keys()]));
  for (const id of Object.keys(next)) {
    if (current.has(id)) delete next[id];
    else
      next[id] =
        resolvePathId(id, new Map([...current].map((c) => [c, ''])), next)?.id ?? next[id]!;
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}
