// ESLint flat config. Besides the usual JS/TS/React-hooks rules it enforces the architecture
// boundaries of shared/DESIGN.md as lint errors (see docs/decisions/001-stack-and-boundaries.md):
//
//   1. Only src/api/request.ts calls fetch or XMLHttpRequest (global, window., globalThis., self.).
//   2. src/machines/** imports no React bindings and nothing from src/views or src/app.
//   3. src/views/** uses no localStorage/sessionStorage, calls no fetch, imports no src/api/request.
//   4. src/config/** imports nothing from the other src/ folders.
//   5. server/** imports from src/ only api/schemas/**, api/endpoints, api/status-codes, config/**.
//   6. src/api/** imports no React bindings and nothing from src/views.
//   7. pc/** (the desktop page) imports from src/ only config/**.
//
// Relative import paths are matched precisely: for every folder depth a file can sit at, the rule
// knows how many "../" lead back to src/ (or to the repository root for server/ and pc/), so
// `../views/x` from src/machines/a.ts is an error while `../helpers` from src/machines/sub/b.ts
// is not. Static imports, re-exports and literal dynamic `import()` are all covered.
// scripts/lint-boundaries.test.ts proves each rule fires where it must and stays quiet elsewhere.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE_EXT = '{js,jsx,mjs,cjs,ts,tsx,mts,cts}';
/** Deepest folder nesting (below a layer folder) that the boundary rules are generated for. */
const MAX_DEPTH = 8;
/** Unit tests that sit beside the code: they may stub fetch and storage, not cross layers. */
const TEST_FILES = [`src/**/*.test.${SOURCE_EXT}`, `src/**/*.spec.${SOURCE_EXT}`];

const SCRIPT_EXT_RE = String.raw`(?:\.[cm]?[jt]sx?)?`;
const SEGMENT_END_RE = String.raw`(?:/|$)`;

/**
 * Regex source matching the start of an import path that lands in the folder `levels` levels up
 * from the importing file (`levels` = 1 is the parent folder), with an optional leading "./".
 */
function upRe(levels) {
  return String.raw`(?:\./)?(?:\.\./){${levels}}`;
}

/** Regex source for "src/" as reached from a file `depth` folders below src/<layer>/. */
function srcRootRe(depth) {
  // Also the aliases people reach for (none is configured today, so they could only appear if
  // one is added later): "@/x", "~/x", "src/x".
  return String.raw`(?:${upRe(depth + 1)}|@/|~/|/?src/)`;
}

const REACT_BINDINGS_RE = String.raw`^(?:react|react-dom|@xstate/react|react-router|react-router-dom|@tanstack/react-query|react-i18next)(?:/|$)`;
const REACT_CORE_RE = String.raw`^(?:react|react-dom|@xstate/react|react-router|react-router-dom|react-i18next)(?:/|$)`;
/** A named folder followed by "..", e.g. "../src/config/../api/request": hides where it leads. */
const NON_NORMALIZED_RE = String.raw`(?:^|/)(?!\.\.?(?:/|$))[^/]+/\.\.(?:/|$)`;

const NON_NORMALIZED = {
  regex: NON_NORMALIZED_RE,
  message: 'Write the import path without "<folder>/..": boundary rules must be able to read it.',
};

/**
 * Import restrictions per layer, as no-restricted-imports `patterns` entries. `depth` is how many
 * folders below the layer's own folder the importing file sits.
 */
const LAYERS = {
  machines: {
    folder: 'src/machines',
    patterns: (depth) => [
      {
        regex: REACT_BINDINGS_RE,
        message: 'Machines stay framework-free: no React or React bindings in src/machines.',
      },
      {
        regex: `^${srcRootRe(depth)}(?:views|app)${SEGMENT_END_RE}`,
        message: 'Machines may not import views or the composition root (src/views, src/app).',
      },
    ],
  },
  views: {
    folder: 'src/views',
    patterns: (depth) => [
      {
        regex: `^${srcRootRe(depth)}api/request${SCRIPT_EXT_RE}$`,
        message:
          'Views do not call the request helper: read through src/api/queries and send events to machines.',
      },
    ],
  },
  config: {
    folder: 'src/config',
    patterns: (depth) => [
      {
        regex: `^${upRe(depth + 1)}(?!config${SEGMENT_END_RE})`,
        message: 'src/config imports nothing from the other src/ folders.',
      },
      {
        regex: String.raw`^(?:@/|~/|/?src/)(?!config${SEGMENT_END_RE})`,
        message: 'src/config imports nothing from the other src/ folders.',
      },
    ],
  },
  api: {
    folder: 'src/api',
    patterns: (depth) => [
      {
        regex: REACT_CORE_RE,
        message:
          'src/api is React-free (only @tanstack/react-query, for queryOptions factories, is allowed).',
      },
      {
        regex: `^${srcRootRe(depth)}views${SEGMENT_END_RE}`,
        message: 'src/api may not import views.',
      },
    ],
  },
  server: {
    folder: 'server',
    patterns: (depth) => [
      {
        regex:
          `^${upRe(depth + 1)}src(?:$|/(?!api/schemas${SEGMENT_END_RE}|api/endpoints${SCRIPT_EXT_RE}$|` +
          `api/status-codes${SCRIPT_EXT_RE}$|config${SEGMENT_END_RE}))`,
        message:
          'server/ may import from src/ only api/schemas/**, api/endpoints, api/status-codes and config/**.',
      },
    ],
  },
  pc: {
    folder: 'pc',
    patterns: (depth) => [
      {
        regex: `^${upRe(depth + 1)}src(?:$|/(?!config${SEGMENT_END_RE}))`,
        message: 'The desktop page may import from src/ only config/**.',
      },
    ],
  },
};

/** no-restricted-syntax selector for a literal dynamic import() whose source matches `regex`. */
function dynamicImportSelector({ regex, message }) {
  // esquery regex literals cannot contain "/": spell it as \x2F, which RegExp reads as "/".
  const source = regex.replaceAll('/', String.raw`\x2F`);
  return [
    { selector: `ImportExpression[source.type='Literal'][source.value=/${source}/]`, message },
    {
      selector:
        `ImportExpression[source.type='TemplateLiteral'][source.expressions.length=0]` +
        `[source.quasis.0.value.cooked=/${source}/]`,
      message,
    },
  ];
}

function layerBoundaryConfigs() {
  const configs = [];
  for (const [name, layer] of Object.entries(LAYERS)) {
    for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
      const patterns = [...layer.patterns(depth), NON_NORMALIZED];
      configs.push({
        name: `boundaries/${name}/depth-${depth}`,
        files: [`${layer.folder}/${'*/'.repeat(depth)}*.${SOURCE_EXT}`],
        rules: {
          'no-restricted-imports': ['error', { patterns }],
          'no-restricted-syntax': ['error', ...patterns.flatMap(dynamicImportSelector)],
        },
      });
    }
  }
  return configs;
}

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

  // Architecture boundaries: imports, per layer and folder depth.
  ...layerBoundaryConfigs(),

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
  {
    name: 'boundaries/api/request-helper',
    files: ['src/api/request.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
]);
