// @vitest-environment node
// Proves the architecture boundaries of eslint.config.js: each snippet is linted with ESLint's Node
// API as if it lived at the given path, and the boundary rule must fire (or stay quiet) exactly as
// docs/architecture.md says. Imports between layers are eslint-plugin-boundaries' `boundaries/dependencies`,
// which resolves each import to a real file: the snippets import files that exist in the repo.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The unit project's shared setup (tests/setup/dom.ts) clears localStorage after every test; this
// file runs in Node, which has none.
if (!('localStorage' in globalThis)) vi.stubGlobal('localStorage', { clear: () => undefined });

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const LAYERS = 'boundaries/dependencies';
const BOUNDARY_RULES = new Set([
  LAYERS,
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-syntax',
]);

/** Files the snippets import: if one is renamed, the snippets must follow, or they prove nothing. */
const IMPORTED_FILES = [
  'src/features/explore/views/home/home-page.tsx',
  'src/shared/components/notice-store.ts',
  'src/app/app.tsx',
  'src/app/app-actors.ts',
  'src/main.tsx',
  'src/shared/api/request.ts',
  'src/app/endpoints.ts',
  'src/shared/api/status-codes.ts',
  'src/shared/api/schemas/member.ts',
  'src/features/explore/api/queries/game-queries.ts',
  'src/config/constants.ts',
  'src/config/routes.ts',
  'src/i18n/i18n.ts',
  'src/features/account/machines/sign-in.machine.ts',
  'src/i18n/text-key.ts',
  'server/db/db.ts',
  'src/app/shell/header.tsx',
  'src/features/account/api/account-endpoints.ts',
  'src/features/quests/views/quests/quests-page.tsx',
  'src/features/quests/api/quest-api.ts',
  'src/features/quests/api/schemas/quest.ts',
  'src/features/wallet/views/wallet/wallet-page.tsx',
  'src/features/wallet/machines/withdraw.machine.ts',
  'src/features/wallet/api/queries/wallet-home-queries.ts',
  'server/domain/wallet/withdrawals.ts',
  'server/domain/quests/quests.ts',
  'server/domain/shared/ledger.ts',
  'server/routes/quests/mission-routes.ts',
  'package.json',
];

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: `${REPO_ROOT}eslint.config.js` });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, `parse errors in ${filePath}`).toEqual([]);
  return result.messages;
}

async function boundaryMessages(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const messages = await lint(filePath, code);
  return messages.filter((message) => message.ruleId != null && BOUNDARY_RULES.has(message.ruleId));
}

async function expectFires(
  filePath: string,
  code: string,
  messagePart: string,
  rule = LAYERS,
): Promise<void> {
  const ofRule = (await boundaryMessages(filePath, code)).filter(
    (message) => message.ruleId === rule,
  );
  expect(ofRule.length, `${rule} should fire in ${filePath} on: ${code}`).toBeGreaterThan(0);
  expect(ofRule.every((message) => message.severity === 2)).toBe(true);
  expect(ofRule.map((message) => message.message).join('\n')).toContain(messagePart);
}

async function expectQuiet(filePath: string, code: string): Promise<void> {
  const found = await boundaryMessages(filePath, code);
  expect(
    found.map((message) => `${message.ruleId}: ${message.message}`),
    `no boundary rule should fire in ${filePath} on: ${code}`,
  ).toEqual([]);
}

const use = (specifier: string) => `import * as m from '${specifier}';\nexport const x = m;\n`;

it('the snippets import files that exist', () => {
  expect(IMPORTED_FILES.filter((file) => !existsSync(`${REPO_ROOT}${file}`))).toEqual([]);
});

it('npm run lint uses eslint-plugin-boundaries on every layer', async () => {
  for (const filePath of [
    'src/features/account/machines/x.ts',
    'src/features/explore/views/x.tsx',
    'server/x.ts',
    'pc/pc.ts',
  ]) {
    const config = (await eslint.calculateConfigForFile(
      `${REPO_ROOT}${filePath}`,
    )) as Linter.Config;
    expect(config.rules?.[LAYERS], filePath).toEqual([2, expect.objectContaining({})]);
  }
});

describe('src/features/account/machines/** imports no React and no views/app', () => {
  const FILE = 'src/features/account/machines/sign-in.machine.ts';
  it.each([
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    '@xstate/react',
    'react-router',
    'react-router-dom',
    '@tanstack/react-query',
    'react-i18next',
  ])('forbids %s', async (specifier) => {
    await expectFires(FILE, use(specifier), 'Machines stay framework-free');
  });

  it.each([
    [FILE, use('../views/sign-in/sign-in-page')],
    [FILE, use('../../../app/app')],
    [FILE, use('../../../app/app.tsx')],
    [FILE, "export * from '../views/sign-in/sign-in-page';\n"],
    [FILE, "import type { X } from '../views/sign-in/sign-in-page.tsx';\nexport type Y = X;\n"],
    [FILE, "export const load = () => import('../../../app/app');\n"],
    ['src/features/account/machines/support/helpers.ts', use('../../views/sign-in/sign-in-page')],
  ])('forbids views/app from %s: %j', async (filePath, code) => {
    await expectFires(filePath, code, 'composition root');
  });

  it('forbids type-only React imports', async () => {
    await expectFires(
      FILE,
      "import type { ReactNode } from 'react';\nexport type X = ReactNode;\n",
      'framework-free',
    );
  });

  it.each([
    use('xstate'),
    use('../api/account-endpoints'),
    use('../../../config/constants'),
    use('../../../i18n/text-key'),
    use('./sign-in.machine'),
  ])('allows %j', async (code) => {
    await expectQuiet(FILE, code);
  });
});

describe('src/features/explore/views/** imports no request helper', () => {
  it.each([
    ['src/features/explore/views/home/home-page.tsx', use('../../../../shared/api/request')],
    ['src/features/explore/views/app-shell.tsx', use('../../../shared/api/request.ts')],
    ['src/features/explore/views/home/cards/card.tsx', use('../../../../../shared/api/request')],
    [
      'src/features/explore/views/home/home-page.tsx',
      "export const a = () => import('../../../../shared/api/request');\n",
    ],
    // A test beside a view may stub storage, but still may not reach for the request helper.
    ['src/features/explore/views/home/home-page.test.tsx', use('../../../../shared/api/request')],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires(filePath, code, 'Views do not call the request helper');
  });

  it.each([
    use('../../api/queries/game-queries'),
    use('@tanstack/react-query'),
    use('../../../../shared/components/notice-store'),
  ])('allows %j', async (code) => {
    await expectQuiet('src/features/explore/views/home/home-page.tsx', code);
  });
});

describe('no upward imports (issue 10 item 11)', () => {
  it.each([
    ['src/shared/hooks/app-actors-context.tsx', use('../../app/app-actors'), 'composition root'],
    [
      'src/features/explore/views/home/home-page.tsx',
      use('../../../../app/app.tsx'),
      'composition root',
    ],
    ['src/shared/api/request.ts', use('../../config/routes'), 'knows no routes'],
    ['src/shared/machines/preferences.machine.ts', use('../../i18n/i18n'), 'do not drive i18next'],
  ])('fires in %s on %j', async (filePath, code, messagePart) => {
    await expectFires(filePath, code, messagePart);
  });

  it.each([
    ['src/shared/api/request.ts', use('../../config/constants')],
    [
      'src/features/account/machines/sign-in.machine.ts',
      "import type { TextKey } from '../../../i18n/text-key';\nexport type X = TextKey;\n",
    ],
  ])('allows %s on %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('src/config/** imports nothing from other src/ folders', () => {
  it.each([
    ['src/config/env.ts', use('../app/endpoints')],
    ['src/config/env.ts', use('../shared/machines/session.actors')],
    ['src/config/env.ts', use('../features/explore/views/home/home-page')],
    ['src/config/env.ts', use('../main')],
    ['src/config/env.ts', use('../../package.json')],
    ['src/config/nested/deep.ts', use('../../app/endpoints')],
    ['src/config/env.ts', "export const a = () => import('../app/endpoints');\n"],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires(filePath, code, 'src/config imports nothing');
  });

  it.each([
    ['src/config/routes.ts', use('./constants')],
    ['src/config/env.ts', use('zod/mini')],
    ['src/config/nested/deep.ts', use('../constants')],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('server/** imports from src/ only schemas, endpoints, status codes and config', () => {
  it.each([
    ['server/main.ts', use('../src/shared/api/request')],
    ['server/routes/account/members.ts', use('../../../src/shared/api/request')],
    ['server/routes/account/members.ts', use('../../../src/features/explore/views/home/home-page')],
    ['server/routes/account/members.ts', use('../../../src/shared/machines/session.actors')],
    [
      'server/routes/account/members.ts',
      use('../../../src/features/explore/api/queries/game-queries'),
    ],
    ['server/routes/account/members.ts', use('../../../src/i18n/i18n')],
    ['server/main.ts', use('../src/main')],
    ['server/db/seed/games.ts', use('../../../src/app/app')],
    // A path that climbs out of an allowed folder is judged by the file it reaches.
    ['server/routes/account/members.ts', use('../../../src/shared/api/schemas/../request')],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires(filePath, code, 'server/ may import from src/ only');
  });

  it.each([
    ['server/routes/account/members.ts', use('../../../src/shared/api/schemas/member')],
    ['server/main.ts', use('../src/shared/api/schemas/member.ts')],
    ['server/routes/account/members.ts', use('../../../src/app/endpoints')],
    ['server/routes/account/members.ts', use('../../../src/shared/api/status-codes.ts')],
    ['server/routes/account/members.ts', use('../../../src/config/constants')],
    ['server/db/seed/games.ts', use('../../../src/config/constants')],
    ['server/routes/account/members.ts', use('../../db/db')],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('src/api/** imports no React and no views', () => {
  it.each([
    ['src/shared/api/request.ts', use('react'), 'React-free'],
    ['src/features/explore/api/queries/games.ts', use('react-dom/client'), 'React-free'],
    ['src/shared/api/errors.ts', use('../components/notice-store'), 'may not import views'],
    [
      'src/features/explore/api/queries/games.ts',
      use('../../views/home/home-page'),
      'may not import views',
    ],
  ])('fires in %s on %j', async (filePath, code, messagePart) => {
    await expectFires(filePath, code, messagePart);
  });

  it.each([
    ['src/features/explore/api/queries/games.ts', use('@tanstack/react-query')],
    ['src/features/explore/api/queries/games.ts', use('../../../../shared/api/request')],
    ['src/shared/api/schemas/member.ts', use('zod/mini')],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('pc/** (desktop page) imports from src/ only config', () => {
  it.each([use('../src/app/endpoints'), use('../src/main'), use('../src/i18n/i18n')])(
    'fires on %j',
    async (code) => {
      await expectFires('pc/pc.ts', code, 'only config');
    },
  );
  it('allows src/config', async () => {
    await expectQuiet('pc/pc.ts', use('../src/config/routes'));
  });
});

describe('import paths the boundary rules can read', () => {
  it.each([
    ['src/features/account/machines/sign-in.machine.ts', use('@/views/home/home-page')],
    ['src/config/env.ts', use('~/api/endpoints')],
    ['server/main.ts', use('src/shared/api/request')],
  ])('forbids an unresolvable alias in %s: %j', async (filePath, code) => {
    await expectFires(filePath, code, 'alias the boundary rules cannot resolve');
  });

  it('forbids import() of a template literal without ${}', async () => {
    await expectFires(
      'src/features/account/machines/sign-in.machine.ts',
      'export const load = () => import(`../app/app`);\n',
      'string literal',
      'no-restricted-syntax',
    );
  });
});

describe('only src/api/request.ts calls fetch or XMLHttpRequest', () => {
  it.each([
    [
      'src/app/providers.tsx',
      "export const load = () => fetch('/api/x');\n",
      'no-restricted-globals',
    ],
    ['src/main.tsx', "void fetch('/api/x');\n", 'no-restricted-globals'],
    ['src/i18n/index.ts', "export const l = () => fetch('/x.json');\n", 'no-restricted-globals'],
    [
      'src/features/account/machines/sign-in.machine.ts',
      "export const a = () => fetch('/x');\n",
      'no-restricted-globals',
    ],
    [
      'src/features/explore/api/queries/games.ts',
      "export const a = () => fetch('/x');\n",
      'no-restricted-globals',
    ],
    [
      'src/app/endpoints.ts',
      "export const a = () => window.fetch('/x');\n",
      'no-restricted-properties',
    ],
    [
      'src/config/env.ts',
      'export const a = () => globalThis.fetch("/x");\n',
      'no-restricted-properties',
    ],
    ['src/app/x.ts', "export const a = () => self.fetch('/x');\n", 'no-restricted-properties'],
    ['src/app/x.ts', "export const a = () => window['fetch']('/x');\n", 'no-restricted-properties'],
    [
      'src/app/x.ts',
      'const { fetch: f } = window;\nexport const a = f;\n',
      'no-restricted-properties',
    ],
    ['src/app/x.ts', 'export const a = fetch;\n', 'no-restricted-globals'],
    [
      'src/shared/api/errors.ts',
      'export const x = new XMLHttpRequest();\n',
      'no-restricted-globals',
    ],
    ['src/app/x.ts', 'export const x = new window.XMLHttpRequest();\n', 'no-restricted-properties'],
  ])('fires in %s on %j', async (filePath, code, rule) => {
    await expectFires(filePath, code, 'src/shared/api/request.ts', rule);
  });

  it.each([
    ['src/shared/api/request.ts', 'export const a = (url: string) => fetch(url);\n'],
    ['src/shared/api/request.ts', 'export const a = (url: string) => globalThis.fetch(url);\n'],
    ['src/shared/api/request.ts', 'export const x = () => new XMLHttpRequest();\n'],
    ['server/routes/proxy.ts', "export const a = () => fetch('http://127.0.0.1/x');\n"],
    ['scripts/probe.mjs', "await fetch('http://127.0.0.1/x');\n"],
    ['tests/e2e/home.spec.ts', "export const a = () => fetch('/api/x');\n"],
    // Unit tests beside the code may stub the network.
    ['src/shared/api/request.test.ts', 'globalThis.fetch = async () => new Response("{}");\n'],
    // A local binding that happens to be called fetch is not the global.
    [
      'src/features/account/machines/x.actors.ts',
      'const fetch = (id: number) => id;\nexport const a = fetch(1);\n',
    ],
  ])('stays quiet in %s on %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('src/features/explore/views/** uses no storage and calls no fetch', () => {
  it.each([
    [
      'src/features/explore/views/home/home-page.tsx',
      "export const a = () => localStorage.getItem('x');\n",
      'no-restricted-globals',
    ],
    [
      'src/features/explore/views/home/home-page.tsx',
      "export const a = () => sessionStorage.getItem('x');\n",
      'no-restricted-globals',
    ],
    [
      'src/features/explore/views/home/home-page.tsx',
      "export const a = () => window.localStorage.getItem('x');\n",
      'no-restricted-properties',
    ],
    [
      'src/app/shell/header.tsx',
      'export const a = () => globalThis.sessionStorage.clear();\n',
      'no-restricted-properties',
    ],
  ])('storage fires in %s on %j', async (filePath, code, rule) => {
    await expectFires(filePath, code, 'Views do not touch storage', rule);
  });

  it.each([
    [
      'src/features/explore/views/home/home-page.tsx',
      "export const a = () => fetch('/api/x');\n",
      'no-restricted-globals',
    ],
    [
      'src/shared/hooks/use-x.ts',
      "export const a = () => window.fetch('/api/x');\n",
      'no-restricted-properties',
    ],
  ])('fetch fires in %s on %j', async (filePath, code, rule) => {
    await expectFires(filePath, code, 'src/shared/api/request.ts', rule);
  });

  it.each([
    [
      'src/features/explore/views/home/home-page.test.tsx',
      "localStorage.setItem('lang', 'zh-TW');\n",
    ],
    [
      'src/features/explore/views/home/home-page.test.tsx',
      "globalThis.fetch = async () => new Response('{}');\n",
    ],
    ['src/app/session-provider.tsx', "export const a = () => localStorage.getItem('loginInfo');\n"],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('the config itself', () => {
  it.each([
    [
      'src/features/explore/views/home/home-page.tsx',
      'export function HomePage() {\n  return <p>hi</p>;\n}\n',
    ],
    ['src/app/app.ts', 'export const a: number = 1;\n'],
    [
      'scripts/tool.mjs',
      "import { readFileSync } from 'node:fs';\nconsole.log(readFileSync, process.argv);\n",
    ],
    ['scripts/tool.js', 'export const a = process.env.HOME;\n'],
    ['scripts/legacy.cjs', "const fs = require('node:fs');\nmodule.exports = fs;\n"],
    ['server/main.mts', 'export const a = process.env.PORT;\n'],
  ])('lints %s cleanly', async (filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });

  it('enforces react-hooks in .tsx', async () => {
    const messages = await lint(
      'src/features/explore/views/home/home-page.tsx',
      "import { useState } from 'react';\nexport function HomePage({ on }: { on: boolean }) {\n  if (on) {\n    const [a] = useState(0);\n    return <p>{a}</p>;\n  }\n  return null;\n}\n",
    );
    expect(messages.map((message) => message.ruleId)).toContain('react-hooks/rules-of-hooks');
  });

  it('ignores build output and generated folders', async () => {
    for (const filePath of [
      'dist/assets/index.js',
      'docs/paths/x.js',
      '.tmp/x.ts',
      'coverage/x.js',
    ]) {
      expect(await eslint.isPathIgnored(`${REPO_ROOT}${filePath}`), filePath).toBe(true);
    }
  });
});

describe('an area imports its own files, the kernel, and only the api/ of another area', () => {
  const OTHER_AREA = "may not import another area's machines or views";
  it.each([
    [
      'src/features/quests/views/quests/quests-page.tsx',
      use('../../../wallet/views/wallet/wallet-page'),
    ],
    [
      'src/features/quests/views/quests/quests-page.tsx',
      use('../../../wallet/machines/withdraw.machine'),
    ],
    [
      'src/features/quests/machines/claim.machine.ts',
      use('../../wallet/machines/withdraw.machine'),
    ],
    ['src/features/quests/api/quest-api.ts', use('../../wallet/machines/withdraw.machine')],
    [
      'src/features/quests/views/quests/quests-page.tsx',
      "export const load = () => import('../../../wallet/views/wallet/wallet-page');\n",
    ],
    [
      'src/features/quests/views/quests/quests-page.tsx',
      "import type { X } from '../../../wallet/views/wallet/wallet-page';\nexport type Y = X;\n",
    ],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires(filePath, code, OTHER_AREA);
  });

  it.each([
    // Another area's api/ is its public entry: schemas, queries and calls.
    [
      'src/features/quests/views/quests/quests-page.tsx',
      use('../../../wallet/api/queries/wallet-home-queries'),
    ],
    [
      'src/features/quests/machines/claim.machine.ts',
      use('../../wallet/api/queries/wallet-home-queries'),
    ],
    // Its own layers, and the kernel.
    ['src/features/quests/views/quests/quests-page.tsx', use('../../api/quest-api')],
    [
      'src/features/quests/views/quests/quests-page.tsx',
      use('../../../../shared/components/notice-store'),
    ],
    ['src/features/quests/views/quests/quests-page.tsx', use('../../../../config/constants')],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });

  it('the composition root may join two areas', async () => {
    await expectQuiet(
      'src/app/screens/x.tsx',
      use('../../features/wallet/views/wallet/wallet-page') +
        "export * from '../../features/quests/views/quests/quests-page';\n",
    );
  });
});

describe('the kernel imports no area', () => {
  it.each([
    ['src/shared/components/x.tsx', use('../../features/quests/api/schemas/quest')],
    ['src/shared/machines/x.ts', use('../../features/wallet/machines/withdraw.machine')],
    ['src/shared/api/x.ts', use('../../features/wallet/api/queries/wallet-home-queries')],
    ['src/i18n/x.ts', use('../features/quests/api/schemas/quest')],
    ['src/money/x.ts', use('../features/quests/api/schemas/quest')],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires(filePath, code, 'imports no feature area');
  });

  it.each([
    ['src/shared/components/x.tsx', use('../../features/quests/views/quests/quests-page')],
    ['src/features/quests/views/quests/quests-page.tsx', use('../../../../app/shell/header')],
  ])('nor does anything below src/app reach the shell: %s on %j', async (filePath, code) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages.length, `${filePath}: ${code}`).toBeGreaterThan(0);
  });
});

describe('server/routes/<area> reads its own domain and server/domain/shared', () => {
  it.each([
    ['server/routes/quests/x.ts', use('../../domain/wallet/withdrawals.ts')],
    ['server/routes/quests/x.ts', use('../wallet/withdraw-routes.ts')],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires(filePath, code, 'server/routes/quests reads server/domain/quests');
  });

  it('the domain imports no route file', async () => {
    await expectFires(
      'server/domain/quests/x.ts',
      use('../../routes/quests/mission-routes.ts'),
      'routes call the domain',
    );
  });

  it.each([
    ['server/routes/quests/x.ts', use('../../domain/quests/quests.ts')],
    ['server/routes/quests/x.ts', use('../../domain/shared/ledger.ts')],
    ['server/routes/quests/x.ts', use('../../db/db.ts')],
    // The domain is one model in one transaction: a rule may read another area's rules.
    ['server/domain/quests/x.ts', use('../wallet/withdrawals.ts')],
    // A server test may set up another area's state.
    ['server/routes/quests/x.test.ts', use('../../domain/wallet/withdrawals.ts')],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('the shell (src/app/shell) keeps the view rules', () => {
  it('calls no request helper', async () => {
    await expectFires(
      'src/app/shell/header.tsx',
      use('../../shared/api/request'),
      'Views do not call the request helper',
    );
  });
  it('touches no storage', async () => {
    await expectFires(
      'src/app/shell/header.tsx',
      "export const a = () => localStorage.getItem('x');\n",
      'Views do not touch storage',
      'no-restricted-globals',
    );
  });
  it('may compose the areas', async () => {
    await expectQuiet(
      'src/app/shell/header.tsx',
      use('../../features/wallet/views/wallet/wallet-page'),
    );
  });
});

describe('machines are typed: no cast of an event, an output or a child actor', () => {
  const FILE = 'src/features/quests/machines/claim.machine.ts';
  const CAST = 'Do not cast an event';
  const SYNTAX = 'no-restricted-syntax';
  it.each([
    'type X = { id: number };\nexport const f = (event: object) => (event as { output?: X }).output;\n',
    'type X = { id: number };\nexport const f = (event: { output: unknown }) => event.output as X;\n',
    'type X = { id: number };\nexport const f = (event: { output: unknown }) => <X>event.output;\n',
    'type X = { id: number };\nexport const f = (output: unknown) => output as X;\n',
    'type X = { id: number };\nexport const f = (e: { output: { r: unknown } }) => e.output.r as X;\n',
    'type X = { send: () => void };\nexport const f = (s: { children: Record<string, unknown> }) => s.children.emailCode as X;\n',
  ])('forbids %j', async (code) => {
    await expectFires(FILE, code, CAST, SYNTAX);
  });

  it.each([
    'export const f = (payload: { a: string }) => payload as never;\n',
    'type X = { id: number };\nexport const f = (payload: string) => payload as unknown as X;\n',
  ])('forbids as never / as unknown: %j', async (code) => {
    await expectFires('src/shared/machines/session.machine.ts', code, 'No `as never`', SYNTAX);
  });

  it('points at the typed idiom', async () => {
    await expectFires(
      FILE,
      'type X = { id: number };\nexport const f = (event: { output: unknown }) => event.output as X;\n',
      'params: ({ event }) => ({ … event.output … })',
      SYNTAX,
    );
  });

  it.each([
    // The typed idioms themselves.
    'type X = { id: number };\nexport const keep = (_: unknown, params: { receipt: X }) => ({ receipt: params.receipt });\nexport const p = ({ event }: { event: { output: X } }) => ({ receipt: event.output });\n',
    // Declaring the machine's types in setup, `as const`, and casts of other values stay allowed.
    'type C = { n: number };\nexport const types = { context: {} as C, output: {} as { done: boolean } };\n',
    "export const codeType = 'Login' as const;\n",
    "type K = 'a' | 'b';\nexport const keys = (o: Record<K, string>) => Object.keys(o) as K[];\n",
  ])('allows %j', async (code) => {
    await expectQuiet(FILE, code);
  });

  it('leaves the machines tests and other folders alone', async () => {
    const code =
      'type X = { id: number };\nexport const f = (event: { output: unknown }) => event.output as X;\n';
    await expectQuiet('src/features/quests/machines/claim.machine.test.ts', code);
    await expectQuiet('src/features/quests/views/quests/quests-page.tsx', code);
  });

  it('keeps the import() rule of boundaries/layers in machines', async () => {
    await expectFires(
      FILE,
      'export const load = () => import(`./claim.selectors`);\n',
      'Write the import() path as a string literal',
      SYNTAX,
    );
  });
});
