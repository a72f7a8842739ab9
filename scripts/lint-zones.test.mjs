// The walls the linter keeps (eslint.config.js; docs/architecture.md §2): each zone is probed with a
// file that breaks it, linted through ESLint's Node API at a path inside the zone, and must be
// refused; a few allowed imports beside them show that a zone refuses only what it should.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Loading the parser and the resolver takes seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One linter for the zone probes; import cycles are probed on their own (they read the real graph). */
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.js'),
  overrideConfig: {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'off' },
  },
});

/**
 * The boundary messages ESLint gives `code` as if it were the file at `path` (relative to the root):
 * the import rules' findings only, as `ruleId: message`.
 */
async function boundaryFindings(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

/** Expects `code` at `path` to be refused with a message containing `because`. */
async function expectRefused(path, code, because) {
  const findings = await boundaryFindings(path, code);
  expect(findings.join('\n')).toContain(because);
}

/** Expects `code` at `path` to pass every boundary rule. */
async function expectAllowed(path, code) {
  expect(await boundaryFindings(path, code)).toEqual([]);
}

describe("a module's repositories belong to it, db/, app.ts and cli/", () => {
  const otherRepository =
    "import { customersRepository } from '../customers/customers.repository.ts';\nvoid customersRepository;\n";

  it("refuses another module's repository in a module's service", async () => {
    await expectRefused(
      'apps/api/src/modules/payments/lint-probe.service.ts',
      otherRepository,
      "modules/customers's repositories are its own",
    );
  });

  it('refuses a repository in the HTTP layer and in the i18n folder', async () => {
    const fromTop =
      "import { customersRepository } from '../modules/customers/customers.repository.ts';\nvoid customersRepository;\n";
    await expectRefused('apps/api/src/http/lint-probe.ts', fromTop, 'repositories are its own');
    await expectRefused('apps/api/src/i18n/lint-probe.ts', fromTop, 'repositories are its own');
  });

  it('allows its own module, app.ts, the command-line tools and tests', async () => {
    await expectAllowed(
      'apps/api/src/modules/customers/lint-probe.service.ts',
      "import { customersRepository } from './customers.repository.ts';\nvoid customersRepository;\n",
    );
    await expectAllowed(
      'apps/api/src/app.ts',
      "import { customersRepository } from './modules/customers/customers.repository.ts';\nvoid customersRepository;\n",
    );
    await expectAllowed('apps/api/src/modules/payments/lint-probe.test.ts', otherRepository);
    await expectAllowed(
      'apps/api/src/cli/lint-probe.ts',
      "import { customersRepository } from '../modules/customers/customers.repository.ts';\nvoid customersRepository;\n",
    );
  });
});

describe('the raw database (db/database.ts) is for repositories, db/ and app.ts', () => {
  const rawDatabase = "import type { Db } from '../../db/database.ts';\nexport type Probe = Db;\n";

  it("refuses it in a module's service and in the HTTP layer", async () => {
    await expectRefused(
      'apps/api/src/modules/contact/lint-probe.service.ts',
      rawDatabase,
      'take the raw database',
    );
    await expectRefused(
      'apps/api/src/http/lint-probe.ts',
      "import type { Db } from '../db/database.ts';\nexport type Probe = Db;\n",
      'take the raw database',
    );
  });

  it('allows it in a repository', async () => {
    await expectAllowed('apps/api/src/modules/contact/lint-probe.repository.ts', rawDatabase);
  });
});

describe('routes do not import repositories', () => {
  it("refuses its own module's repository in a routes file", async () => {
    await expectRefused(
      'apps/api/src/modules/contact/lint-probe.routes.ts',
      "import { contactRepository } from './contact.repository.ts';\nvoid contactRepository;\n",
      'Routes call their service',
    );
  });
});

describe('kysely/* subpaths count as Kysely', () => {
  const subpath = "import { jsonArrayFrom } from 'kysely/helpers/postgres';\nvoid jsonArrayFrom;\n";

  it('refuses them outside repositories and db/, on the server and on the site', async () => {
    await expectRefused('apps/api/src/modules/contact/lint-probe.service.ts', subpath, 'its subpaths too');
    await expectRefused('apps/web/src/lib/lint-probe.ts', subpath, 'its subpaths too');
    await expectRefused('packages/contract/src/lint-probe.ts', subpath, 'its subpaths too');
  });

  it('allows them in a repository', async () => {
    await expectAllowed('apps/api/src/modules/contact/lint-probe.repository.ts', subpath);
  });
});

describe("the site's walls", () => {
  it('refuses app/ in a feature', async () => {
    await expectRefused(
      'apps/web/src/features/booking/lint-probe.ts',
      "import { pageTitle } from '../../app/page-title.ts';\nvoid pageTitle;\n",
      'Features do not import app/',
    );
  });

  it('refuses a feature in components/, lib/, i18n/ and booking-state/', async () => {
    for (const folder of ['components', 'lib', 'i18n', 'booking-state']) {
      await expectRefused(
        `apps/web/src/${folder}/lint-probe.ts`,
        "import { bookingMessages } from '../features/booking/booking-messages.ts';\nvoid bookingMessages;\n",
        'Shared site code',
      );
    }
  });

  it('refuses the API, by path or by package name', async () => {
    await expectRefused(
      'apps/web/src/lib/lint-probe.ts',
      "import { loadConfig } from '../../../api/src/config.ts';\nvoid loadConfig;\n",
      'The site does not import the API',
    );
    await expectRefused(
      'apps/web/src/features/booking/lint-probe.ts',
      "import { buildApp } from '@alpine/api/src/app.ts';\nvoid buildApp;\n",
      'The site does not import the API',
    );
  });

  it("allows a feature's test to render the page that composes it", async () => {
    await expectAllowed(
      'apps/web/src/features/booking/lint-probe.test.tsx',
      "import { pageTitle } from '../../app/page-title.ts';\nvoid pageTitle;\n",
    );
  });

  it('allows shared code in a feature', async () => {
    await expectAllowed(
      'apps/web/src/features/booking/lint-probe.ts',
      "import { formatPrice } from '../../i18n/format-money.ts';\nvoid formatPrice;\n",
    );
  });
});

describe('the domain is pure rules, and the contract may import it', () => {
  it('refuses every framework, the contract and app code in the domain', async () => {
    for (const library of [
      'fastify',
      'react',
      'kysely',
      'zod',
      '@fastify/static',
      'react-dom/client',
      'zod/mini',
    ]) {
      await expectRefused(
        'packages/domain/src/lint-probe.ts',
        `import * as probe from '${library}';\nvoid probe;\n`,
        'packages/domain imports only its own files and dayjs',
      );
    }
    await expectRefused(
      'packages/domain/src/lint-probe.ts',
      "import * as contract from '@alpine/contract';\nvoid contract;\n",
      'packages/domain imports only its own files and dayjs',
    );
    await expectRefused(
      'packages/domain/src/lint-probe.ts',
      "import * as contract from '../../contract/src/index.ts';\nvoid contract;\n",
      'the contract may import the domain, not the other way',
    );
    await expectRefused(
      'packages/domain/src/lint-probe.ts',
      "import * as config from '../../../apps/api/src/config.ts';\nvoid config;\n",
      'import no app code',
    );
  });

  it('allows dayjs and its plugins in the domain, and the domain in the contract', async () => {
    await expectAllowed(
      'packages/domain/src/lint-probe.ts',
      "import dayjs from 'dayjs';\nimport utc from 'dayjs/plugin/utc.js';\nimport { toMinor } from './money.ts';\nvoid [dayjs, utc, toMinor];\n",
    );
    await expectAllowed(
      'packages/contract/src/lint-probe.ts',
      "import * as domain from '@alpine/domain';\nvoid domain;\n",
    );
  });
});

describe('no import cycles in the packages', () => {
  // A real pair of files (the rule follows imports on disk), removed afterwards.
  const folder = join(root, 'packages/domain/src', `lint-probe-${randomBytes(4).toString('hex')}`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses two domain files that import each other', async () => {
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'first.ts'),
      "import { second } from './second.ts';\nexport const first = () => second;\n",
    );
    writeFileSync(
      join(folder, 'second.ts'),
      "import { first } from './first.ts';\nexport const second = () => first;\n",
    );
    const cycles = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
    const [result] = await cycles.lintFiles([join(folder, 'first.ts')]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
