// ESLint flat config. Besides the usual JS/TS/React-hooks rules it enforces the architecture
// boundaries of shared/DESIGN.md as lint errors (see docs/decisions/001-stack-and-boundaries.md).
//
// Imports between layers are checked by eslint-plugin-boundaries, which resolves every import
// (static, re-export, literal dynamic import(), type-only) to a file and classifies it:
//
//   2. src/machines/** imports no React bindings, nothing from src/views or src/app, and not the
//      i18next runtime (src/i18n/i18n.ts; the typed text keys are fine).
//   3. src/views/** imports no src/api/request and nothing from src/app (no upward import).
//   6b. src/api/** imports not the route table (src/config/routes.ts): routes are the app's concern.
//   4. src/config/** imports nothing from the other src/ folders (nor anything else local).
//   5. server/** imports from src/ only api/schemas/**, api/endpoints, api/status-codes, config/**
//      and the money rules (src/money/amount.ts, src/money/eip55.ts).
//   6. src/api/** imports no React bindings (@tanstack/react-query is fine) and nothing from src/views.
//   7. pc/** (the desktop page) imports from src/ only config/**.
//   +  No import path uses an alias (@/, ~/, src/) that the resolver does not know: it would hide
//      where the import leads.
//
// Runtime globals are core rules (a plugin about imports cannot see them):
//
//   1. Only src/api/request.ts calls fetch or XMLHttpRequest (global, window., globalThis., self.).
//   3. src/views/** uses no localStorage/sessionStorage and calls no fetch.
//
// scripts/lint-boundaries.test.ts proves each rule fires where it must and stays quiet elsewhere.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE_EXT = '{js,jsx,mjs,cjs,ts,tsx,mts,cts}';
/** Unit tests that sit beside the code: they may stub fetch and storage, not cross layers. */
const TEST_FILES = [`src/**/*.test.${SOURCE_EXT}`, `src/**/*.spec.${SOURCE_EXT}`];

/** The layers of src/, in match order: the first pattern that fits a file names its element. */
const SRC_LAYERS = ['app', 'config', 'api', 'machines', 'views', 'i18n'];
/** Every element under src/: the layers, and `src` for the files beside them (main.tsx). */
const SRC_ELEMENTS = [...SRC_LAYERS, 'src'];
const REACT_BINDINGS = [
  'react',
  'react-dom',
  '@xstate/react',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'react-i18next',
];
/** src/api builds queryOptions factories, so it may import @tanstack/react-query. */
const REACT_CORE = REACT_BINDINGS.filter((name) => name !== '@tanstack/react-query');

const elementsOtherThan = (...types) => SRC_ELEMENTS.filter((type) => !types.includes(type));
const toElements = (types) => ({ to: { element: { types } } });
const toPackages = (sources) => ({ to: { module: { origin: 'external', source: sources } } });

const BOUNDARY_POLICIES = [
  {
    from: { element: { type: 'machines' } },
    disallow: toPackages(REACT_BINDINGS),
    message: 'Machines stay framework-free: no React or React bindings in src/machines.',
  },
  {
    from: { element: { type: 'machines' } },
    disallow: toElements(['views', 'app']),
    message: 'Machines may not import views or the composition root (src/views, src/app).',
  },
  {
    from: { element: { type: 'machines' } },
    disallow: { to: { file: { categories: 'i18n-runtime' } } },
    message:
      'Machines do not drive i18next or the page: the composition root provides what touches them (src/app).',
  },
  {
    from: { element: { type: 'views' } },
    disallow: toElements(['app']),
    message:
      'Views do not reach up into the composition root (src/app): the actors come through src/views/hooks.',
  },
  {
    from: { element: { type: 'api' } },
    disallow: { to: { file: { categories: 'route-table' } } },
    message:
      'The request helper knows no routes: the composition root answers for them (RequestPolicy).',
  },
  {
    from: { element: { type: 'views' } },
    disallow: { to: { file: { categories: 'request-helper' } } },
    message:
      'Views do not call the request helper: read through src/api/queries and send events to machines.',
  },
  {
    from: { element: { type: 'config' } },
    // Files of src/config itself are internal dependencies, which the rule does not check.
    disallow: { to: { module: { origin: 'local' } } },
    message: 'src/config imports nothing from the other src/ folders.',
  },
  {
    from: { element: { type: 'api' } },
    disallow: toPackages(REACT_CORE),
    message:
      'src/api is React-free (only @tanstack/react-query, for queryOptions factories, is allowed).',
  },
  {
    from: { element: { type: 'api' } },
    disallow: toElements(['views']),
    message: 'src/api may not import views.',
  },
  {
    from: { element: { type: 'server' } },
    disallow: toElements(SRC_ELEMENTS),
    message:
      'server/ may import from src/ only api/schemas/**, api/endpoints, api/status-codes, config/** and src/money/{amount,eip55}.ts.',
  },
  // Later policies win: this one re-allows the shared part of src/ for the server.
  {
    from: { element: { type: 'server' } },
    allow: [toElements(['config']), { to: { file: { categories: 'server-shared' } } }],
  },
  {
    from: { element: { type: 'pc' } },
    disallow: toElements(elementsOtherThan('config')),
    message: 'The desktop page may import from src/ only config/**.',
  },
  {
    disallow: { dependency: { source: ['@/**', '~/**', 'src/**', '/src/**'] } },
    message:
      'Import with a relative path: "{{dependency.source}}" is an alias the boundary rules cannot resolve.',
  },
];

const GLOBAL_OBJECTS = ['window', 'globalThis', 'self'];

/** no-restricted-globals + no-restricted-properties for these global names. */
function runtimeRestrictions(entries) {
  return {
    'no-restricted-globals': ['error', ...entries.map(([name, message]) => ({ name, message }))],
    'no-restricted-properties': [
      'error',
      ...entries.flatMap(([property, message]) =>
        GLOBAL_OBJECTS.map((object) => ({ object, property, message })),
      ),
    ],
  };
}

const NETWORK = [
  ['fetch', 'Only src/api/request.ts calls fetch: go through src/api (queries or endpoints).'],
  ['XMLHttpRequest', 'Only src/api/request.ts makes requests: go through src/api.'],
];
const STORAGE = [
  ['localStorage', 'Views do not touch storage: read state from machines/queries, send events.'],
  ['sessionStorage', 'Views do not touch storage: read state from machines/queries, send events.'],
];

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/dist-*/',
    '**/node_modules/',
    '.data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'docs/',
    '.tmp/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/language',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    name: 'project/browser-globals',
    files: [`src/**/*.${SOURCE_EXT}`, `pc/**/*.${SOURCE_EXT}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'project/node-globals',
    files: [
      `server/**/*.${SOURCE_EXT}`,
      `scripts/**/*.${SOURCE_EXT}`,
      `tests/**/*.${SOURCE_EXT}`,
      `.ci/**/*.${SOURCE_EXT}`,
      `*.${SOURCE_EXT}`,
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'project/test-globals',
    files: [`tests/**/*.${SOURCE_EXT}`, ...TEST_FILES],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    name: 'project/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'project/react-hooks',
    files: ['**/*.tsx', '**/*.jsx', `src/views/**/*.${SOURCE_EXT}`],
    ...reactHooks.configs.flat['recommended-latest'],
  },

  // Architecture boundaries: imports between layers.
  {
    name: 'boundaries/layers',
    files: [`src/**/*.${SOURCE_EXT}`, `server/**/*.${SOURCE_EXT}`, `pc/**/*.${SOURCE_EXT}`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // Element patterns are matched from the repository root, first match wins.
      'boundaries/elements': [
        ...SRC_LAYERS.map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
        { type: 'src', pattern: 'src', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'pc', pattern: 'pc', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'request-helper', pattern: 'src/api/request.ts' },
        { category: 'route-table', pattern: 'src/config/routes.ts' },
        { category: 'i18n-runtime', pattern: 'src/i18n/i18n.ts' },
        {
          category: 'server-shared',
          pattern: [
            'src/api/schemas/**',
            'src/api/endpoints.ts',
            'src/api/status-codes.ts',
            // Exact amounts and EIP-55 addresses: one rule for client and server (decision 034).
            'src/money/amount.ts',
            'src/money/eip55.ts',
          ],
        },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': {
        node: {
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
        },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: BOUNDARY_POLICIES,
        },
      ],
      // The plugin reads import() paths that are string literals; a template literal without
      // ${} is the same path written so that no import rule can read it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.type='TemplateLiteral'][source.expressions.length=0]",
          message:
            'Write the import() path as a string literal, so the boundary rules can read it.',
        },
      ],
    },
  },

  // Architecture boundaries: runtime globals. Test files beside the code may stub them.
  {
    name: 'boundaries/src/network',
    files: [`src/**/*.${SOURCE_EXT}`],
    ignores: TEST_FILES,
    rules: runtimeRestrictions(NETWORK),
  },
  {
    name: 'boundaries/views/network-and-storage',
    files: [`src/views/**/*.${SOURCE_EXT}`],
    ignores: TEST_FILES,
    rules: runtimeRestrictions([...NETWORK, ...STORAGE]),
  },
  // The joined table holds every call: a client module that imported it would put all of them on
  // the first route. Client code imports its feature's table (src/api/endpoint.ts says why).
  {
    name: 'budget/endpoint-tables',
    files: [`src/**/*.${SOURCE_EXT}`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)endpoints(\\.ts)?$',
              message: 'Import the feature table (member-, account-, game-, mission-endpoints).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/api/request-helper',
    files: ['src/api/request.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
]);
