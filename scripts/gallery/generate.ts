// Everything `npm run gallery` writes under docs/gallery/, as a map of file → content, so the
// --check mode can compare it with what is committed. Machines, fixtures and path ids are the
// same ones `npm run machines` uses for docs/machines and docs/paths.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES } from '../../tests/model/fixtures/index';
import { fixturePaths } from '../../tests/model/support/model-fixture';
import { coverageOf, pathScripts, type Wording } from '../machines/catalogue';
import { ROOT } from '../machines/generate';
import { machineGraph } from '../machines/graph';
import {
  COPY_SCRIPT,
  COPY_SCRIPT_FILE,
  CSS,
  ZOOM_SCRIPT,
  ZOOM_SCRIPT_FILE,
  STYLESHEET,
  indexPage,
  machinePage,
  type GalleryMachine,
} from './html';
import { HAPPY_PATHS, happyPath } from './happy';
import { layoutGraph } from './layout';
import { PRELUDES } from './prelude';
import { renderSvg } from './svg';
import { machineSource } from '../machines/sources';

export const GALLERY_DIR = 'docs/gallery';

/**
 * The machine's own words: the doc comment that opens its file (its first line is the summary),
 * else its root description.
 */
export function aboutOf(source: string, rootDescription = ''): { summary: string; about: string } {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  const lines = (comment?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean);
  if (lines.length === 0) return { summary: rootDescription, about: rootDescription };
  return { summary: lines[0]!, about: lines.join(' ') };
}

export async function generateGallery(): Promise<Map<string, string>> {
  const wording = JSON.parse(
    readFileSync(path.join(ROOT, 'docs/paths/wording.json'), 'utf8'),
  ) as Wording;
  const machines: GalleryMachine[] = [];
  for (const [stem, fixture] of Object.entries(FIXTURES).sort(([a], [b]) => a.localeCompare(b))) {
    const { machine } = fixture;
    const graph = machineGraph(machine);
    const source = readFileSync(path.join(ROOT, machineSource(stem)), 'utf8');
    const paths = fixturePaths(fixture);
    const happy = happyPath(graph);
    const prelude = PRELUDES[graph.id];
    const layout = await layoutGraph(graph, new Set(happy), prelude);
    machines.push({
      stem,
      file: machineSource(stem),
      graph,
      svg: renderSvg(graph, layout),
      width: Math.ceil(layout.width),
      happyGoal: happy.length ? HAPPY_PATHS[graph.id]!.at(-1) : undefined,
      prelude,
      ...aboutOf(source, graph.root.description),
      source,
      coverage: coverageOf(fixture, paths),
      paths: pathScripts(fixture, wording).map(({ id, title, purpose, start, rows }) => ({
        id,
        title,
        purpose,
        start,
        startExpect: rows[0]!.expect,
        steps: rows.slice(1),
      })),
    });
  }
  const files = new Map<string, string>();
  files.set(`${GALLERY_DIR}/${STYLESHEET}`, CSS);
  files.set(`${GALLERY_DIR}/${COPY_SCRIPT_FILE}`, COPY_SCRIPT);
  files.set(`${GALLERY_DIR}/${ZOOM_SCRIPT_FILE}`, ZOOM_SCRIPT);
  files.set(`${GALLERY_DIR}/index.html`, indexPage(machines));
  for (const m of machines) files.set(`${GALLERY_DIR}/${m.graph.id}.html`, machinePage(m));
  return files;
}

/** What differs under `root` from `files`: stale or missing files, and files no machine gives. */
export function galleryDiff(
  files: Map<string, string>,
  root = ROOT,
): { stale: string[]; extra: string[] } {
  const dir = path.join(root, GALLERY_DIR);
  const present = existsSync(dir) ? readdirSync(dir).map((name) => `${GALLERY_DIR}/${name}`) : [];
  const stale = [...files]
    .filter(([rel, content]) => {
      const file = path.join(root, rel);
      return !existsSync(file) || readFileSync(file, 'utf8') !== content;
    })
    .map(([rel]) => rel);
  return { stale, extra: present.filter((rel) => !files.has(rel)) };
}
