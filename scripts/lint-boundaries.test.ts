// @vitest-environment node
// Proves the architecture boundaries of eslint.config.js: each snippet is linted as if it lived
// at the given path, and the boundary rule must fire (or must stay quiet) exactly as DESIGN.md says.
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The unit project's shared setup (tests/setup/dom.ts) clears localStorage after every test; this
// file runs in Node, which has none.
if (!('localStorage' in globalThis)) vi.stubGlobal('localStorage', { clear: () => undefined });

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-syntax',
]);

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
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

type Case = readonly [filePath: string, code: string, rule: string];

async function expectFires([filePath, code, rule]: Case, messagePart: string): Promise<void> {
  const found = await boundaryMessages(filePath, code);
  expect(
    found.map((message) => message.ruleId),
    `${rule} should fire in ${filePath} on: ${code}`,
  ).toContain(rule);
  const ofRule = found.filter((message) => message.ruleId === rule);
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

describe('only src/api/request.ts calls fetch or XMLHttpRequest', () => {
  const MESSAGE = 'src/api';
  const firing: Case[] = [
    [
      'src/app/providers.tsx',
      "export const load = () => fetch('/api/x');\n",
      'no-restricted-globals',
    ],
    ['src/main.tsx', "void fetch('/api/x');\n", 'no-restricted-globals'],
    [
      'src/i18n/index.ts',
      "export const load = () => fetch('/locales/en-US/common.json');\n",
      'no-restricted-globals',
    ],
    [
      'src/machines/sign-in.actors.ts',
      "export const a = () => fetch('/api/x');\n",
      'no-restricted-globals',
    ],
    [
      'src/api/queries/games.ts',
      "export const a = () => fetch('/api/x');\n",
      'no-restricted-globals',
    ],
    [
      'src/api/endpoints.ts',
      "export const a = () => window.fetch('/api/x');\n",
      'no-restricted-properties',
    ],
    [
      'src/config/env.ts',
      "export const a = () => globalThis.fetch('/api/x');\n",
      'no-restricted-properties',
    ],
    ['src/app/x.ts', "export const a = () => self.fetch('/api/x');\n", 'no-restricted-properties'],
    [
      'src/app/x.ts',
      "export const a = () => window['fetch']('/api/x');\n",
      'no-restricted-properties',
    ],
    [
      'src/app/x.ts',
      'const { fetch: f } = window;\nexport const a = f;\n',
      'no-restricted-properties',
    ],
    ['src/app/x.ts', 'export const a = fetch;\n', 'no-restricted-globals'],
    ['src/api/errors.ts', 'export const x = new XMLHttpRequest();\n', 'no-restricted-globals'],
    ['src/app/x.ts', 'export const x = new window.XMLHttpRequest();\n', 'no-restricted-properties'],
  ];
  it.each(firing)('fires in %s on %j', async (...testCase) => {
    await expectFires(testCase, MESSAGE);
  });

  it.each([
    ['src/api/request.ts', 'export const a = (url: string) => fetch(url);\n'],
    ['src/api/request.ts', 'export const a = (url: string) => globalThis.fetch(url);\n'],
    ['src/api/request.ts', 'export const x = () => new XMLHttpRequest();\n'],
    ['server/routes/proxy.ts', "export const a = () => fetch('http://127.0.0.1/x');\n"],
    ['scripts/probe.mjs', "await fetch('http://127.0.0.1/x');\n"],
    ['tests/e2e/home.spec.ts', "export const a = () => fetch('/api/x');\n"],
    ['tests/model/support/net.ts', "export const a = () => globalThis.fetch('/api/x');\n"],
    // Unit tests beside the code may stub the network.
    ['src/api/request.test.ts', 'globalThis.fetch = async () => new Response("{}");\n'],
    // A local binding that happens to be called fetch is not the global.
    ['src/machines/x.actors.ts', 'const fetch = (id: number) => id;\nexport const a = fetch(1);\n'],
  ])('stays quiet in %s on %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('src/machines/** imports no React and no views/app', () => {
  const reactLike = [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    '@xstate/react',
    'react-router',
    '@tanstack/react-query',
    'react-i18next',
  ];
  it.each(reactLike)('forbids %s', async (specifier) => {
    await expectFires(
      [
        'src/machines/sign-in.machine.ts',
        `import * as m from '${specifier}';\nexport const x = m;\n`,
        'no-restricted-imports',
      ],
      'Machines stay framework-free',
    );
  });

  it.each([
    [
      'src/machines/sign-in.machine.ts',
      "import { HomePage } from '../views/home/home-page';\nexport const x = HomePage;\n",
    ],
    [
      'src/machines/sign-in.machine.ts',
      "import { App } from '../app/app';\nexport const x = App;\n",
    ],
    ['src/machines/sign-in.machine.ts', "export * from '../views/home/home-page';\n"],
    [
      'src/machines/sign-in.machine.ts',
      "import type { Props } from '../views/home/home-page.tsx';\nexport type X = Props;\n",
    ],
    [
      'src/machines/support/helpers.ts',
      "import { HomePage } from '../../views/home/home-page';\nexport const x = HomePage;\n",
    ],
    [
      'src/machines/sign-in.machine.ts',
      "import { x } from '@/views/home/home-page';\nexport const y = x;\n",
    ],
  ])('forbids views/app from %s: %j', async (filePath, code) => {
    await expectFires([filePath, code, 'no-restricted-imports'], 'may not import views');
  });

  it('forbids type-only React imports', async () => {
    await expectFires(
      [
        'src/machines/tour.machine.ts',
        "import type { ReactNode } from 'react';\nexport type X = ReactNode;\n",
        'no-restricted-imports',
      ],
      'framework-free',
    );
  });

  it.each([
    "export const load = () => import('../views/home/home-page');\n",
    'export const load = () => import(`../app/providers`);\n',
    "export const load = () => import('react-dom/client');\n",
  ])('forbids dynamic import(): %j', async (code) => {
    await expectFires(
      ['src/machines/sign-in.machine.ts', code, 'no-restricted-syntax'],
      'Machines',
    );
  });

  it.each([
    [
      'src/machines/sign-in.machine.ts',
      "import { setup } from 'xstate';\nexport const x = setup;\n",
    ],
    [
      'src/machines/sign-in.actors.ts',
      "import { ENDPOINTS } from '../api/endpoints';\nexport const x = ENDPOINTS;\n",
    ],
    [
      'src/machines/sign-in.machine.ts',
      "import { TIMING } from '../config/constants';\nexport const x = TIMING;\n",
    ],
    [
      'src/machines/sign-in.machine.ts',
      "import { a } from './sign-in.actors';\nexport const x = a;\n",
    ],
    // One folder deeper, "../views" is a sibling inside src/machines, not src/views.
    ['src/machines/support/x.ts', "import { a } from '../views';\nexport const x = a;\n"],
    ['src/machines/support/x.ts', "import { a } from '../helpers';\nexport const x = a;\n"],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('src/views/** uses no storage, no fetch and no request helper', () => {
  it.each([
    [
      'src/views/home/home-page.tsx',
      "export const a = () => localStorage.getItem('lang');\n",
      'no-restricted-globals',
    ],
    [
      'src/views/home/home-page.tsx',
      "export const a = () => sessionStorage.getItem('x');\n",
      'no-restricted-globals',
    ],
    [
      'src/views/home/home-page.tsx',
      "export const a = () => window.localStorage.getItem('x');\n",
      'no-restricted-properties',
    ],
    [
      'src/views/shell/header.tsx',
      'export const a = () => globalThis.sessionStorage.clear();\n',
      'no-restricted-properties',
    ],
  ] satisfies Case[])('storage fires in %s on %j', async (...testCase) => {
    await expectFires(testCase, 'Views do not touch storage');
  });

  it.each([
    [
      'src/views/home/home-page.tsx',
      "export const a = () => fetch('/api/x');\n",
      'no-restricted-globals',
    ],
    [
      'src/views/hooks/use-x.ts',
      "export const a = () => window.fetch('/api/x');\n",
      'no-restricted-properties',
    ],
  ] satisfies Case[])('fetch fires in %s on %j', async (...testCase) => {
    await expectFires(testCase, 'src/api');
  });

  it.each([
    [
      'src/views/home/home-page.tsx',
      "import { request } from '../../api/request';\nexport const a = request;\n",
      'no-restricted-imports',
    ],
    [
      'src/views/app-shell.tsx',
      "import { request } from '../api/request.ts';\nexport const a = request;\n",
      'no-restricted-imports',
    ],
    [
      'src/views/home/cards/card.tsx',
      "import { request } from '../../../api/request';\nexport const a = request;\n",
      'no-restricted-imports',
    ],
    [
      'src/views/home/home-page.tsx',
      "export const a = () => import('../../api/request');\n",
      'no-restricted-syntax',
    ],
    // A test beside a view may stub storage, but still may not reach for the request helper.
    [
      'src/views/home/home-page.test.tsx',
      "import { request } from '../../api/request';\nexport const a = request;\n",
      'no-restricted-imports',
    ],
  ] satisfies Case[])('request helper fires in %s on %j', async (...testCase) => {
    await expectFires(testCase, 'Views do not call the request helper');
  });

  it.each([
    [
      'src/views/home/home-page.tsx',
      "import { gameQueries } from '../../api/queries/games';\nexport const a = gameQueries;\n",
    ],
    [
      'src/views/home/home-page.tsx',
      "import { useQuery } from '@tanstack/react-query';\nexport const a = useQuery;\n",
    ],
    ['src/views/home/home-page.test.tsx', "localStorage.setItem('lang', 'zh-TW');\n"],
    ['src/views/home/home-page.test.tsx', "globalThis.fetch = async () => new Response('{}');\n"],
    ['src/app/session-provider.tsx', "export const a = () => localStorage.getItem('loginInfo');\n"],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('src/config/** imports nothing from other src/ folders', () => {
  it.each([
    [
      'src/config/env.ts',
      "import { ENDPOINTS } from '../api/endpoints';\nexport const a = ENDPOINTS;\n",
    ],
    [
      'src/config/env.ts',
      "import { x } from '../machines/sign-in.machine';\nexport const a = x;\n",
    ],
    ['src/config/env.ts', "import { x } from '../views/home/home-page';\nexport const a = x;\n"],
    [
      'src/config/env.ts',
      "import en from '../i18n/locales/en-US/common.json';\nexport const a = en;\n",
    ],
    [
      'src/config/nested/deep.ts',
      "import { x } from '../../api/endpoints';\nexport const a = x;\n",
    ],
    ['src/config/env.ts', "import { x } from '@/api/endpoints';\nexport const a = x;\n"],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires([filePath, code, 'no-restricted-imports'], 'src/config imports nothing');
  });

  it('covers dynamic import() too', async () => {
    await expectFires(
      [
        'src/config/env.ts',
        "export const a = () => import('../api/endpoints');\n",
        'no-restricted-syntax',
      ],
      'src/config imports nothing',
    );
  });

  it.each([
    ['src/config/routes.ts', "import { LAYOUT } from './constants';\nexport const a = LAYOUT;\n"],
    ['src/config/env.ts', "import * as z from 'zod/mini';\nexport const a = z;\n"],
    [
      'src/config/nested/deep.ts',
      "import { LAYOUT } from '../constants';\nexport const a = LAYOUT;\n",
    ],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('server/** imports from src/ only schemas, endpoints, status codes and config', () => {
  it.each([
    [
      'server/main.ts',
      "import { request } from '../src/api/request';\nexport const a = request;\n",
    ],
    [
      'server/routes/members.ts',
      "import { request } from '../../src/api/request';\nexport const a = request;\n",
    ],
    [
      'server/routes/members.ts',
      "import { x } from '../../src/views/home/home-page';\nexport const a = x;\n",
    ],
    [
      'server/routes/members.ts',
      "import { x } from '../../src/machines/sign-in.machine';\nexport const a = x;\n",
    ],
    [
      'server/routes/members.ts',
      "import { x } from '../../src/api/queries/games';\nexport const a = x;\n",
    ],
    [
      'server/routes/members.ts',
      "import { x } from '../../src/api/endpoints-extra';\nexport const a = x;\n",
    ],
    ['server/routes/members.ts', "import { x } from '../../src';\nexport const a = x;\n"],
    ['server/db/seed/games.ts', "import { x } from '../../../src/app/app';\nexport const a = x;\n"],
  ])('fires in %s on %j', async (filePath, code) => {
    await expectFires(
      [filePath, code, 'no-restricted-imports'],
      'server/ may import from src/ only',
    );
  });

  it('rejects paths that climb out of an allowed folder', async () => {
    await expectFires(
      [
        'server/routes/members.ts',
        "import { request } from '../../src/api/schemas/../request';\nexport const a = request;\n",
        'no-restricted-imports',
      ],
      'without "<folder>/.."',
    );
  });

  it.each([
    [
      'server/routes/members.ts',
      "import { MemberInfoSchema } from '../../src/api/schemas/member';\nexport const a = MemberInfoSchema;\n",
    ],
    [
      'server/main.ts',
      "import { MemberInfoSchema } from '../src/api/schemas/member.ts';\nexport const a = MemberInfoSchema;\n",
    ],
    [
      'server/routes/members.ts',
      "import { ENDPOINTS } from '../../src/api/endpoints';\nexport const a = ENDPOINTS;\n",
    ],
    [
      'server/routes/members.ts',
      "import { STATUS } from '../../src/api/status-codes.ts';\nexport const a = STATUS;\n",
    ],
    [
      'server/routes/members.ts',
      "import { LIMITS } from '../../src/config/constants';\nexport const a = LIMITS;\n",
    ],
    [
      'server/db/seed/games.ts',
      "import { LIMITS } from '../../../src/config/constants';\nexport const a = LIMITS;\n",
    ],
    ['server/routes/members.ts', "import { db } from '../db/client';\nexport const a = db;\n"],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('src/api/** imports no React and no views', () => {
  it.each([
    [
      'src/api/request.ts',
      "import { useState } from 'react';\nexport const a = useState;\n",
      'React-free',
    ],
    [
      'src/api/queries/games.ts',
      "import { createRoot } from 'react-dom/client';\nexport const a = createRoot;\n",
      'React-free',
    ],
    [
      'src/api/errors.ts',
      "import { x } from '../views/shell/notice';\nexport const a = x;\n",
      'may not import views',
    ],
    [
      'src/api/queries/games.ts',
      "import { x } from '../../views/home/home-page';\nexport const a = x;\n",
      'may not import views',
    ],
  ])('fires in %s on %j', async (filePath, code, messagePart) => {
    await expectFires([filePath, code, 'no-restricted-imports'], messagePart);
  });

  it.each([
    [
      'src/api/queries/games.ts',
      "import { queryOptions } from '@tanstack/react-query';\nexport const a = queryOptions;\n",
    ],
    [
      'src/api/queries/games.ts',
      "import { request } from '../request';\nexport const a = request;\n",
    ],
    [
      'src/api/request.ts',
      "import { TIMING } from '../config/constants';\nexport const a = TIMING;\n",
    ],
    ['src/api/schemas/member.ts', "import * as z from 'zod/mini';\nexport const a = z;\n"],
  ])('allows %s: %j', async (filePath, code) => {
    await expectQuiet(filePath, code);
  });
});

describe('pc/** (desktop page) imports from src/ only config', () => {
  it('fires on other src/ folders', async () => {
    await expectFires(
      [
        'pc/pc.ts',
        "import { ENDPOINTS } from '../src/api/endpoints';\nexport const a = ENDPOINTS;\n",
        'no-restricted-imports',
      ],
      'only config',
    );
  });
  it('allows src/config', async () => {
    await expectQuiet(
      'pc/pc.ts',
      "import { PATHS } from '../src/config/routes';\nexport const a = PATHS;\n",
    );
  });
});

describe('the config itself', () => {
  it.each([
    ['src/views/home/home-page.tsx', 'export function HomePage() {\n  return <p>hi</p>;\n}\n'],
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
      'src/views/home/home-page.tsx',
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
