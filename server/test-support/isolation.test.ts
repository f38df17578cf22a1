// The server project runs its files without isolation (vitest.config.ts): the files one worker runs
// share one process and the modules it loaded. That is safe only while nothing one file leaves in
// them can change what the next reads. This holds the two ways it could.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.ts';

const SERVER = path.join(REPO_ROOT, 'server');
const files = (readdirSync(SERVER, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts'))
  .sort();

/**
 * Module-level state of the server's code, each with why a file cannot see another's in it. A new
 * one belongs here only if that holds: keyed by the database (each test file opens its own),
 * derived only from its input, or never written after load.
 */
const MODULE_STATE: Record<string, string> = {
  'db/data-dir-lock.ts heldHere': 'random tokens of the locks this process holds',
  'db/db-errors.ts BUSY_CODES': 'never written',
  'db/db-errors.ts UNAVAILABLE_ERRNOS': 'never written',
  'domain/explore/games.ts partneredCache': 'keyed by database',
  'domain/quests/quest-catalogue.ts byDb': 'keyed by database',
  'domain/quests/quests.ts STORED': 'never written',
  'domain/shared/periods.ts formatters': 'derived from the time zone',
  'domain/shared/periods.ts recent': 'derived from kind, time zone and time',
  'domain/wallet/converts.ts SHORT': 'never written',
  'http/log-redaction.ts SECRET_QUERY_PARAMS': 'never written',
  'http/static-files.ts cspByDist': 'derived from the built folder',
  'routes/explore/game-routes.ts CATALOGUE_PATHS': 'never written',
  'routes/explore/home-preload.ts HOME_PATHS': 'never written',
};

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/** Top-level `let`/`var`, and top-level collections (the usual caches), of one source file. */
function moduleState(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(SERVER, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const mutable = !(list.flags & ts.NodeFlags.Const);
    for (const declaration of list.declarations) {
      const init = declaration.initializer;
      const collection =
        init !== undefined &&
        ts.isNewExpression(init) &&
        ts.isIdentifier(init.expression) &&
        COLLECTIONS.has(init.expression.text);
      if (mutable || collection) found.push(`${file} ${declaration.name.getText(source)}`);
    }
  }
  return found;
}

/** What a test could change for the whole process; each is undone only by ending it. */
const PROCESS_WIDE =
  /\bvi\.(mock|doMock|useFakeTimers|stubGlobal|stubEnv|spyOn)\(|process\.env\.\w+\s*=[^=]|delete process\.env|process\.chdir\(/;

describe('the server project runs without isolation', () => {
  it('keeps no module-level state a test file could leave for the next', () => {
    const code = files.filter((f) => !f.endsWith('.test.ts') && !f.startsWith('test-support/'));
    expect(code.flatMap(moduleState).sort()).toEqual(Object.keys(MODULE_STATE).sort());
  });

  it('has no test that mocks modules, fakes timers or changes the environment', () => {
    const changing = files
      .filter((f) => f.endsWith('.test.ts') && f !== 'test-support/isolation.test.ts')
      .filter((f) => PROCESS_WIDE.test(readFileSync(path.join(SERVER, f), 'utf8')));
    expect(changing).toEqual([]);
  });
});
