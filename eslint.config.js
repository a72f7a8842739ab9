// One lint tool for the whole monorepo (ADR 001): typescript-eslint on every workspace, plus the
// walls of docs/architecture.md §2 (the README's "where things go" table says which folder owns
// what).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

// import-x 4.6 (pure-JS resolver: 4.9+ pulls native resolver bindings that break `npm ci` here).
const { createNodeResolver } = importX;
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

/** The web's features (apps/web/src/features/<f>): each may import shared code, never another feature. */
const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** kebab-case, digits allowed anywhere (migrations start with their date): `seat-holds`, `2026112201-bookings`. */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';

/** Tests and test kits: they build fixtures and render pages, so the layers inside an app do not bind them. */
const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-kit.{ts,tsx}', '**/*-test-kit.{ts,tsx}'];

/** The API's modules (apps/api/src/modules/<m>): each owns its repositories (ADR 013). */
const apiModules = readdirSync('apps/api/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The top-level entries of apps/api/src, as lint paths (`./apps/api/src/http`, `./apps/api/src/config.ts`). */
const apiTopLevel = readdirSync('apps/api/src').map((name) => `./apps/api/src/${name}`);

/**
 * Where the raw database (db/database.ts) may be imported: db/ itself, the composition root app.ts,
 * and the two process entry points that open and migrate it before an app exists (server.ts, cli/).
 * Inside modules, only repositories take it.
 */
const DATABASE_IMPORTERS = ['db', 'app.ts', 'server.ts', 'cli', 'modules'].map(
  (name) => `./apps/api/src/${name}`,
);

/**
 * The API's walls (ADR 013; docs/architecture.md §2), for its application code (tests and test kits
 * build fixtures and are exempt): a module's repositories are imported only by that module, db/,
 * app.ts and cli/; the raw database only by repositories, db/ and the entry points; routes reach data through
 * their service, never a repository.
 */
const API_ZONES = [
  ...apiModules.map((module) => ({
    target: [
      // app.ts and the command-line tools (cli/: one-off compositions of their own) wire repositories.
      ...apiTopLevel.filter(
        (path) => !['db', 'app.ts', 'cli', 'modules'].some((name) => path.endsWith(`/${name}`)),
      ),
      ...apiModules.filter((other) => other !== module).map((other) => `./apps/api/src/modules/${other}`),
    ],
    from: [`./apps/api/src/modules/${module}/**/*.repository.ts`],
    message: `modules/${module}'s repositories are its own: ask for a port its service exports, wired in app.ts (ADR 013).`,
  })),
  {
    target: [
      ...apiTopLevel.filter((path) => !DATABASE_IMPORTERS.includes(path)),
      './apps/api/src/modules/**/!(*.repository).ts',
    ],
    from: './apps/api/src/db/database.ts',
    message:
      'Only repositories, db/ and app.ts take the raw database: add a repository function or a port (ADR 013).',
  },
  {
    target: './apps/api/src/**/*.routes.ts',
    from: ['./apps/api/src/**/*.repository.ts'],
    message: 'Routes call their service, never a repository (ADR 013).',
  },
];

/** The site's shared code: it serves every feature and imports none. */
const WEB_SHARED = ['components', 'lib', 'i18n', 'booking-state'].map((name) => `./apps/web/src/${name}`);

/** The walls of the site and the packages (docs/architecture.md §2), for every file, tests included. */
const SHARED_ZONES = [
  // The shared packages are pure: they import no app code.
  {
    target: ['./packages/domain', './packages/contract'],
    from: './apps',
    message: 'packages/domain and packages/contract import no app code.',
  },
  // The contract may import the domain's data tables; the domain never imports the contract (ADR 013).
  {
    target: './packages/domain',
    from: './packages/contract',
    message:
      'packages/domain imports nothing of ours: the contract may import the domain, not the other way (ADR 013).',
  },
  // A feature imports shared web code (components, lib, i18n), never another feature.
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: `features/${feature} imports no other feature: move what both need to components/ or lib/.`,
  })),
  {
    target: './apps/web',
    from: './apps/api',
    message:
      'The site does not import the API: it talks to it over HTTP, with the shapes of packages/contract.',
  },
];

/**
 * The site's layers, for its application code (a test may render the page that composes what it
 * tests, and a shared widget's test may use the feature that embeds it).
 */
const WEB_ZONES = [
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message:
      'Features do not import app/ (the router, pages and shell): app/ composes features, not the other way.',
  },
  {
    target: WEB_SHARED,
    from: './apps/web/src/features',
    message:
      'Shared site code (components/, lib/, i18n/, booking-state/) imports no feature: move what it needs here.',
  },
];

/** Kysely only in repositories and db/: repeated in each block that sets no-restricted-imports (a block's options replace the earlier ones). */
const KYSELY_ONLY_IN_REPOSITORIES = {
  name: 'kysely',
  message: 'Only *.repository.ts and apps/api/src/db/ use Kysely: add a repository function.',
};

/** `kysely/helpers/postgres` and the like are Kysely too. */
const KYSELY_SUBPATHS = {
  group: ['kysely/*'],
  message:
    'Only *.repository.ts and apps/api/src/db/ use Kysely (its subpaths too): add a repository function.',
};

/** The site reaches the API over HTTP only (the workspace package name, should it ever be a dependency). */
const NO_API_PACKAGE = {
  group: ['@alpine/api', '@alpine/api/*'],
  message:
    'The site does not import the API: it talks to it over HTTP, with the shapes of packages/contract.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  // ---- Boundaries (docs/architecture.md §2) ----
  {
    // File and folder names are kebab-case; a middle extension names the role (`x.routes.ts`,
    // `x.test-kit.ts`, `x.spec.ts`).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': KEBAB },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,scripts}/**/': KEBAB }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their file with its extension (`./x.ts`); import-x parses them with typescript-eslint.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: SHARED_ZONES,
        },
      ],
    },
  },
  {
    // The API's application code adds its own walls to the shared ones (a block's options replace
    // the earlier ones, so SHARED_ZONES is repeated). Tests and test kits build fixtures: exempt.
    files: ['apps/api/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...SHARED_ZONES, ...API_ZONES] }],
    },
  },
  {
    // The site's application code adds its layers (features do not import app/, shared code
    // imports no feature).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...SHARED_ZONES, ...WEB_ZONES] }],
    },
  },
  {
    // No import circles in the apps or the packages (import-x skips type-only imports: they vanish
    // at run time). `ignoreExternal`: a circle runs through our own files only (no package in
    // node_modules imports ours), and without it the rule walked every package's own imports (zod,
    // fastify, react...) again from each of our files: the whole lint took 111 s of CPU, 64 s with
    // it (docs/benchmarks.md, "CI's phases").
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Kysely only in repositories, db/ (connection, schema, migrations) and their tests.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [KYSELY_ONLY_IN_REPOSITORIES],
          patterns: [KYSELY_SUBPATHS, NO_API_PACKAGE],
        },
      ],
    },
  },
  {
    // Tests that read the database to check invariants (seats held + sold <= capacity, one
    // payment per booking) use Kysely's sql helper directly: named here, nowhere else.
    files: [
      'apps/api/src/modules/bookings/booking-state.test-kit.ts',
      'apps/api/src/modules/bookings/bookings.storm.test.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The site formats trip dates in the UI language through i18n/format-date.ts (dayjs's locale is
    // out of the app shell, docs/architecture.md §5): the domain's formatLocalDate alone would write
    // English.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/format-date.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            KYSELY_ONLY_IN_REPOSITORIES,
            {
              name: '@alpine/domain',
              importNames: ['formatLocalDate'],
              message: 'Use formatLocalDate from i18n/format-date.ts: it writes the date in the UI language.',
            },
          ],
          patterns: [KYSELY_SUBPATHS, NO_API_PACKAGE],
        },
      ],
    },
  },
  {
    // The domain is pure rules (ADR 013): relative imports and dayjs only, so no framework (Fastify,
    // React, Kysely, zod), no app code and not the contract. Its tests may use their tools.
    files: ['packages/domain/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [KYSELY_ONLY_IN_REPOSITORIES],
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|dayjs(/|$))',
              message:
                'packages/domain imports only its own files and dayjs: no framework (fastify, react, kysely, zod), no app code, not the contract (ADR 013).',
            },
          ],
        },
      ],
    },
  },
);
