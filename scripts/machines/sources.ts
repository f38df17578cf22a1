// Where a machine's source and its model test live since the feature-area cut
// (docs/decisions/053-feature-areas.md): src/features/<area>/machines/<stem>.machine.ts or
// src/shared/machines/<stem>.machine.ts, and tests/model/<area>/<stem>.model.test.tsx.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The folders that hold machines, relative to the repository root. */
export function machineDirs(root = ROOT): string[] {
  const areas = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/features/${entry.name}/machines`);
  return [...areas, 'src/shared/machines'].filter((dir) => existsSync(path.join(root, dir)));
}

/** Every machine of the app: stem → source path relative to the repository root. */
export function machineSources(root = ROOT): Map<string, string> {
  const sources = new Map<string, string>();
  for (const dir of machineDirs(root)) {
    for (const name of readdirSync(path.join(root, dir)).sort()) {
      if (!name.endsWith('.machine.ts')) continue;
      const stem = name.replace(/\.machine\.ts$/, '');
      if (sources.has(stem))
        throw new Error(`two machines named ${stem}: ${sources.get(stem)}, ${dir}`);
      sources.set(stem, `${dir}/${name}`);
    }
  }
  return new Map([...sources].sort(([a], [b]) => a.localeCompare(b)));
}

/** The source path of one machine; throws for a stem no area holds. */
export function machineSource(stem: string, root = ROOT): string {
  const file = machineSources(root).get(stem);
  if (!file) throw new Error(`no machine ${stem} under ${machineDirs(root).join(', ')}`);
  return file;
}

/** The model test of one machine: tests/model/<area>/<stem>.model.test.tsx (area `shared` for the kernel). */
export function modelTestOf(stem: string, root = ROOT): string {
  const area = machineSource(stem, root).match(/^src\/features\/([^/]+)\//)?.[1] ?? 'shared';
  return `tests/model/${area}/${stem}.model.test.tsx`;
}
