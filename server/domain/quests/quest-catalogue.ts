// QuestList pages are the same for every member (only the member's progress and claims differ), so
// the catalogue side of a page (quests, their winner counts and conditions) is kept in process for
// QUEST_CATALOGUE_TTL_MS, as PartneredGames does: one page read serves every member asking in that
// time, and on embedded PGlite, where every query takes its turn on one thread, that is most of a
// list's cost. What it can show late: a new or edited quest, and a winner count (a claim always
// re-counts under the quest's row lock, so a full quest is never paid past its limit). Nothing
// here is a source of truth, so several servers on one PostgreSQL stay correct.
import type { Queryable } from '../../db/db.ts';
import type { ConditionRow, QuestRow } from './quests.ts';

export const QUEST_CATALOGUE_TTL_MS = 2000;
const MAX_PAGES_PER_DB = 500;

export type CataloguePage = { rows: QuestRow[]; total: number; conditions: ConditionRow[] };

type Entry = { page: Promise<CataloguePage>; readAtMs: number };
const byDb = new WeakMap<Queryable, Map<string, Entry>>();

/** The page under `key`, read by `load` when missing or older than the TTL (by the app's clock). */
export function cataloguePage(
  db: Queryable,
  key: string,
  now: Date,
  load: () => Promise<CataloguePage>,
): Promise<CataloguePage> {
  let pages = byDb.get(db);
  if (!pages) {
    pages = new Map();
    byDb.set(db, pages);
  }
  const cached = pages.get(key);
  const age = cached ? now.getTime() - cached.readAtMs : Number.POSITIVE_INFINITY;
  if (cached && age >= 0 && age < QUEST_CATALOGUE_TTL_MS) return cached.page;
  if (pages.size >= MAX_PAGES_PER_DB) pages.clear();
  // Concurrent askers share one read; a failed read is not kept.
  const page = load();
  const entry = { page, readAtMs: now.getTime() };
  pages.set(key, entry);
  page.catch(() => {
    if (pages.get(key) === entry) pages.delete(key);
  });
  return page;
}
