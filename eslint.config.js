// ESLint flat config. Besides the usual JS/TS/React-hooks rules it enforces the architecture
// boundaries of docs/architecture.md as lint errors (see docs/decisions/001-stack-and-boundaries.md).
//
// The code is cut into feature areas (docs/decisions/053-feature-areas.md, docs/architecture.md):
// src/features/<area>/{api,machines,views}, the shared kernel src/shared/{api,machines,components,
// hooks,routing}, and the composition root src/app. Imports are checked by eslint-plugin-boundaries,
// which resolves every import (static, re-export, literal dynamic import(), type-only) to a file
// and classifies it:
//
//   Layers, inside every area and in the kernel alike:
//   2. machines/ import no React bindings, no views and not src/app, and not the i18next runtime
//      (src/i18n/i18n.ts; the typed text keys are fine).
//   3. views/ (and src/shared/{components,hooks,routing}) import no request helper and not src/app.
//   6. api/ imports no React bindings (@tanstack/react-query is fine), no views, not the route table.
//   4. src/config imports nothing from the other src/ folders (nor anything else local).
//   Areas:
//   8. An area imports its own files, src/shared, config, i18n and money; of another area only its
//      public entry, api/ — never its machines or views. Screens of two areas meet in src/app.
//   9. The kernel (src/shared, src/i18n, src/money) imports no area.
//   Server:
//   5. server/ imports from src/ only api/ schemas, src/app/endpoints, status codes, money, config.
//   10. server/routes/<area> imports server/domain/<area> and server/domain/shared, no other area's
//      routes or domain; the domain imports no route file.
//   7. pc/** (the desktop page) imports from src/ only config/**.
//   +  No import path uses an alias (@/, ~/, src/) that the resolver does not know: it would hide
//      where the import leads.
//
// Runtime globals are core rules (a plugin about imports cannot see them):
//
//   1. Only src/shared/api/request.ts calls fetch or XMLHttpRequest (global, window., globalThis., self.).
//   3. views/ use no localStorage/sessionStorage and call no fetch.
//
// scripts/lint-boundaries.test.ts proves each rule fires where it must and stays quiet elsewhere.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE_EXT = '{js,jsx,mjs,cjs,ts,tsx,mts,cts}';
/** Unit tests that sit beside the code: they may stub fetch and storage, not cross layers. */
const TEST_FILES = [`src/**/*.test.${SOURCE_EXT}`, `src/**/*.spec.${SOURCE_EXT}`];

/**
 * The feature areas (docs/decisions/053-feature-areas.md): each is src/features/<area>/ with the
 * layers api/, machines/ and views/, beside server/routes/<area>/, server/domain/<area>/ and
 * tests/{model,e2e}/<area>/. Read from the tree, so a new area is covered without editing this file.
 */
const AREAS = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const SERVER_AREAS = readdirSync(new URL('./server/domain/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort();

/** A layer in an area (captured as `area`) and the same layer in the shared kernel, src/shared. */
const API = ['api', 'shared-api'];
const MACHINES = ['machines', 'shared-machines'];
const VIEWS = ['views', 'shared-views', 'shell'];
const FEATURE = ['api', 'machines', 'views'];
const SHARED = ['shared-api', 'shared-machines', 'shared-views'];
/** Every element under src/, and `src` for the files beside them (main.tsx). */
const SRC_ELEMENTS = ['app', 'shell', 'config', 'i18n', 'money', ...FEATURE, ...SHARED, 'src'];
const REACT_BINDINGS = [
  'react',
  'react-dom',
  '@xstate/react',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'react-i18next',
];
/** An api/ layer builds queryOptions factories, so it may import @tanstack/react-query. */
const REACT_CORE = REACT_BINDINGS.filter((name) => name !== '@tanstack/react-query');

const elementsOtherThan = (...types) => SRC_ELEMENTS.filter((type) => !types.includes(type));
const fromElements = (types) => ({ from: { element: { types } } });
const toElements = (types) => ({ to: { element: { types } } });
const toPackages = (sources) => ({ to: { module: { origin: 'external', source: sources } } });

const LAYER_POLICIES = [
  {
    ...fromElements(MACHINES),
    disallow: toPackages(REACT_BINDINGS),
    message: 'Machines stay framework-free: no React or React bindings in a machines/ folder.',
  },
  {
    ...fromElements(MACHINES),
    disallow: toElements([...VIEWS, 'app']),
    message: 'Machines may not import views or the composition root (views/, src/app).',
  },
  {
    ...fromElements(MACHINES),
    disallow: { to: { file: { categories: 'i18n-runtime' } } },
    message:
      'Machines do not drive i18next or the page: the composition root provides what touches them (src/app).',
  },
  {
    ...fromElements([...FEATURE, ...SHARED]),
    disallow: toElements(['app', 'shell']),
    message:
      'Areas and the shared kernel do not reach up into the composition root (src/app): the actors come through src/shared/hooks.',
  },
  {
    ...fromElements(API),
    disallow: { to: { file: { categories: 'route-table' } } },
    message:
      'The request helper knows no routes: the composition root answers for them (RequestPolicy).',
  },
  {
    ...fromElements(VIEWS),
    disallow: { to: { file: { categories: 'request-helper' } } },
    message:
      "Views do not call the request helper: read through an api/ layer's queries and send events to machines.",
  },
  {
    ...fromElements(['config']),
    // Files of src/config itself are internal dependencies, which the rule does not check.
    disallow: { to: { module: { origin: 'local' } } },
    message: 'src/config imports nothing from the other src/ folders.',
  },
  {
    ...fromElements(API),
    disallow: toPackages(REACT_CORE),
    message:
      'An api/ layer is React-free (only @tanstack/react-query, for queryOptions factories, is allowed).',
  },
  {
    ...fromElements(API),
    disallow: toElements(VIEWS),
    message: 'An api/ layer may not import views.',
  },
];

/**
 * An area imports its own files, the shared kernel, config, i18n and money. Of another area it may
 * read only the public entry, that area's api/ (schemas, queries, calls): never its machines or
 * views. Screens of two areas are composed in src/app.
 */
const AREA_POLICIES = AREAS.flatMap((area) => {
  const others = AREAS.filter((other) => other !== area);
  if (others.length === 0) return [];
  return [
    {
      from: { element: { types: FEATURE, captured: { area } } },
      disallow: { to: { element: { types: ['machines', 'views'], captured: { area: others } } } },
      message: `The ${area} area may not import another area's machines or views: move what both need to src/shared, or compose the two in src/app (another area's api/ is its public entry).`,
    },
  ];
});

const KERNEL_POLICIES = [
  {
    ...fromElements([...SHARED, 'i18n', 'money']),
    disallow: toElements(FEATURE),
    message:
      'The shared kernel (src/shared, src/i18n, src/money) imports no feature area: it is what the areas share.',
  },
];

// A route file serves its area: it reads its own domain and server/domain/shared. The domain
// modules are one model in one transaction, so they may read one another's rules.
const SERVER_AREA_POLICIES = SERVER_AREAS.map((area) => ({
  from: { element: { types: ['server-routes'], captured: { area } } },
  disallow: {
    to: {
      element: {
        types: ['server-routes', 'server-domain'],
        captured: { area: SERVER_AREAS.filter((other) => other !== area) },
      },
    },
  },
  message: `server/routes/${area} reads server/domain/${area} and server/domain/shared only: what two areas need belongs in server/domain/shared.`,
}));

const SERVER_POLICIES = [
  {
    ...fromElements(['server', 'server-routes', 'server-domain']),
    disallow: toElements(SRC_ELEMENTS),
    message:
      'server/ may import from src/ only the api/ schemas and endpoint tables, src/app/endpoints, status codes, money and config.',
  },
  // Later policies win: this one re-allows the shared part of src/ for the server.
  {
    ...fromElements(['server', 'server-routes', 'server-domain']),
    allow: [toElements(['config']), { to: { file: { categories: 'server-shared' } } }],
  },
  ...SERVER_AREA_POLICIES,
  {
    ...fromElements(['server-domain']),
    disallow: toElements(['server-routes']),
    message: 'The domain does not import route files: routes call the domain.',
  },
];

const BOUNDARY_POLICIES = [
  ...LAYER_POLICIES,
  ...AREA_POLICIES,
  ...KERNEL_POLICIES,
  ...SERVER_POLICIES,
  {
    ...fromElements(['pc']),
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
  [
    'fetch',
    'Only src/shared/api/request.ts calls fetch: go through an api/ layer (queries or calls).',
  ],
  ['XMLHttpRequest', 'Only src/shared/api/request.ts makes requests: go through an api/ layer.'],
];
const STORAGE = [
  ['localStorage', 'Views do not touch storage: read state from machines/queries, send events.'],
  ['sessionStorage', 'Views do not touch storage: read state from machines/queries, send events.'],
];

/**
 * Type assertions a machine must not need (issue 29 item 4). The machine is typed end to end: an
 * invoked actor's output reaches an action or guard as typed `params` (`params: ({ event }) => ({
 * receipt: event.output })` in onDone), or an inline `assign` in onDone; a child actor is typed by
 * `types.children`. A cast there hides a wrong actor, payload or child from the compiler.
 */
const TYPED_MACHINE_IDIOM =
  'type `params: ({ event }) => ({ … event.output … })` on the onDone action or guard, an inline assign in onDone, or `types.children` for a child actor (see src/features/account/machines/code-login.machine.ts)';
const ASSERTION = ':matches(TSAsExpression, TSTypeAssertion)';
/** `event`, `output`, `children`, or a member chain that starts with or reads one (event.output). */
const CAST_NAME = '/^(event|output|children)$/';
const CASTS_OF_NAME = [
  'expression.name',
  'expression.object.name',
  'expression.property.name',
  'expression.object.object.name',
  'expression.object.property.name',
]
  .map((path) => `[${path}=${CAST_NAME}]`)
  .join(', ');
const MACHINE_CASTS = [
  {
    selector: `${ASSERTION}:matches(${CASTS_OF_NAME})`,
    message: `Do not cast an event, an actor's output or a child actor in a machine: ${TYPED_MACHINE_IDIOM}.`,
  },
  {
    selector: `${ASSERTION} > :matches(TSNeverKeyword, TSUnknownKeyword).typeAnnotation`,
    message: `No \`as never\` / \`as unknown\` in a machine: it switches the type check off. Give the value its real type; for an actor's output, ${TYPED_MACHINE_IDIOM}.`,
  },
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
    files: [
      '**/*.tsx',
      '**/*.jsx',
      `src/features/*/views/**/*.${SOURCE_EXT}`,
      `src/shared/{components,hooks,routing}/**/*.${SOURCE_EXT}`,
      `src/app/shell/**/*.${SOURCE_EXT}`,
    ],
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
        { type: 'shell', pattern: 'src/app/shell', partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'config', pattern: 'src/config', partialMatch: false },
        { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
        { type: 'money', pattern: 'src/money', partialMatch: false },
        ...['api', 'machines', 'views'].map((type) => ({
          type,
          pattern: `src/features/*/${type}`,
          capture: ['area'],
          partialMatch: false,
        })),
        { type: 'shared-api', pattern: 'src/shared/api', partialMatch: false },
        { type: 'shared-machines', pattern: 'src/shared/machines', partialMatch: false },
        { type: 'shared-views', pattern: 'src/shared/*', partialMatch: false },
        { type: 'src', pattern: 'src', partialMatch: false },
        {
          type: 'server-routes',
          pattern: 'server/routes/*',
          capture: ['area'],
          partialMatch: false,
        },
        {
          type: 'server-domain',
          pattern: 'server/domain/*',
          capture: ['area'],
          partialMatch: false,
        },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'pc', pattern: 'pc', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'request-helper', pattern: 'src/shared/api/request.ts' },
        { category: 'route-table', pattern: 'src/config/routes.ts' },
        { category: 'i18n-runtime', pattern: 'src/i18n/i18n.ts' },
        {
          category: 'server-shared',
          pattern: [
            'src/features/*/api/schemas/**',
            'src/shared/api/schemas/**',
            'src/app/endpoints.ts',
            'src/shared/api/status-codes.ts',
            // Exact money and EIP-55 addresses: one implementation for the client and the server.
            'src/money/**',
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

  // A server test sets up and reads state across areas (a claim, then the messages it wrote), so the
  // route-per-area rule (10) is left out for it; every other boundary holds in tests too.
  {
    name: 'boundaries/server-tests',
    files: [`server/**/*.test.${SOURCE_EXT}`],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: BOUNDARY_POLICIES.filter((policy) => !SERVER_AREA_POLICIES.includes(policy)),
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
    files: [
      `src/features/*/views/**/*.${SOURCE_EXT}`,
      `src/shared/{components,hooks,routing}/**/*.${SOURCE_EXT}`,
      `src/app/shell/**/*.${SOURCE_EXT}`,
    ],
    ignores: TEST_FILES,
    rules: runtimeRestrictions([...NETWORK, ...STORAGE]),
  },
  // The joined table holds every call: a client module that imported it would put all of them on
  // the first route. Client code imports its feature's table (src/shared/api/endpoint.ts says why).
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
    files: ['src/shared/api/request.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The service worker's own code (serialised into sw.js and sw-texts.js): it stands between the
    // request helper's fetch and the network, so "only request.ts calls fetch" is about the app.
    name: 'boundaries/api/service-worker',
    files: ['src/app/sw-routes.ts', 'src/app/sw-texts.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // Reads the build's list of each screen's chunks (decision 072), a static file beside the
    // chunks themselves: no API read, so nothing of the request helper applies.
    name: 'boundaries/api/screen-preloads',
    files: ['src/app/screen-preloads.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  // Machines are typed end to end: no cast of an event, an actor's output or a child actor. The
  // rule's options replace those of boundaries/layers for these files, so its import() rule is
  // repeated here.
  {
    name: 'typed/machines',
    files: [`src/features/*/machines/**/*.${SOURCE_EXT}`, `src/shared/machines/**/*.${SOURCE_EXT}`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.type='TemplateLiteral'][source.expressions.length=0]",
          message:
            'Write the import() path as a string literal, so the boundary rules can read it.',
        },
        ...MACHINE_CASTS,
      ],
    },
  },
]);
