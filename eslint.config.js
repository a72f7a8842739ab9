// One lint tool for the whole monorepo (ADR 001): typescript-eslint on every workspace, plus the
// module boundaries of issue 8 §7 (the README's "where things go" table says which folder owns what).
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

/** Kysely only in repositories and db/: repeated in each block that sets no-restricted-imports (a block's options replace the earlier ones). */
const KYSELY_ONLY_IN_REPOSITORIES = {
  name: 'kysely',
  message: 'Only *.repository.ts and apps/api/src/db/ use Kysely: add a repository function.',
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

  // ---- Boundaries (issue 8 §7) ----
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
          zones: [
            // The shared packages are pure: they import no app code.
            {
              target: ['./packages/domain', './packages/contract'],
              from: './apps',
              message: 'packages/domain and packages/contract import no app code.',
            },
            // A feature imports shared web code (components, lib, i18n), never another feature.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: `features/${feature} imports no other feature: move what both need to components/ or lib/.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // No import circles in the apps (import-x skips type-only imports: they vanish at run time).
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'error' },
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
    // The site formats trip dates in the UI language through i18n/format-date.ts (issue 9 §3 took
    // dayjs's locale out of the app shell): the domain's formatLocalDate alone would write English.
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
        },
      ],
    },
  },
);
