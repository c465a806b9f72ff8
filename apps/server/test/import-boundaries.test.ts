// The lint zones in eslint.config.js refuse imports across the boundaries docs/architecture.md draws, and
// let the allowed ones through. Each case lints a small snippet as if it were a file at the given path.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** Messages of the rule that keeps SQL in repositories (docs/architecture.md, "Where SQL lives"). */
async function sqlPlacementErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.message.includes('SQL lives in'))
    .map((message) => `${message.ruleId}: ${message.line}`);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it("refuses a web feature importing another feature's file", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/pages/boundary-fixture.ts',
      "import { getContactStatus } from '../../profiles/api/get-contact-status';\nexport const use = getContactStatus;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import/)]);
  });

  it('lets a web feature import its own files', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/pages/boundary-fixture.ts',
      "import { searchProfiles } from '../api/search-profiles';\nexport const use = searchProfiles;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses server code below the modules importing a module', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/http/boundary-fixture.ts',
      "import { checkLedger } from '../modules/ledger/ledger.js';\nexport const use = checkLedger;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Nothing below the modules/)]);
  });

  it("refuses a module importing another module's repository, and lets it call that module's service", async () => {
    const file = 'apps/server/src/modules/privacy/boundary-fixture.ts';
    expect(
      await boundaryErrors(
        file,
        "import { adjustVocabulary } from '../profiles/profiles.repository.js';\nexport const use = adjustVocabulary;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*another module's repository/)]);
    expect(
      await boundaryErrors(
        file,
        "import { removeFromSearchVocabulary } from '../profiles/profiles.service.js';\nexport const use = removeFromSearchVocabulary;\n",
      ),
    ).toEqual([]);
  });

  it("refuses a route importing a repository, even its own module's", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/money/boundary-fixture.routes.ts',
      "import { findPaymentOrder } from './wallet.repository.js';\nexport const use = findPaymentOrder;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Routes only speak HTTP/)]);
  });

  it('refuses an import cycle', async () => {
    // welcome-credits.ts imports ledger.ts; ledger.ts importing welcome-credits.ts back closes a circle.
    const errors = await boundaryErrors(
      'apps/server/src/modules/ledger/ledger.ts',
      "import { openWalletWithWelcomeCredits } from './welcome-credits.js';\nexport const use = openWalletWithWelcomeCredits;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('refuses SQL in a service or a route, and lets a repository write it', async () => {
    const query = [
      "import { sql } from 'drizzle-orm';",
      "import { queryRows, type Executor } from '../../db/client.js';",
      "import { payouts } from '../../db/schema/index.js';",
      'export const pending = (db: Executor) => db.select().from(payouts);',
      'export const count = (ctx: { db: Executor }) => queryRows(ctx.db, sql`select 1`);',
      'export const latest = (ctx: { db: Executor }) => ctx.db.execute(sql`select 1`);',
      '',
    ].join('\n');
    expect(await sqlPlacementErrors('apps/server/src/modules/money/wallet-fixture.service.ts', query)).toEqual([
      '@typescript-eslint/no-restricted-imports: 1',
      '@typescript-eslint/no-restricted-imports: 2',
      '@typescript-eslint/no-restricted-imports: 3',
      'no-restricted-syntax: 4',
      'no-restricted-syntax: 6',
    ]);
    expect(await sqlPlacementErrors('apps/server/src/modules/money/payments-fixture.routes.ts', query)).toHaveLength(5);
    expect(await sqlPlacementErrors('apps/server/src/modules/money/wallet-fixture.repository.ts', query)).toEqual([]);
    // Row types may travel; a service still opens its own transactions.
    expect(
      await sqlPlacementErrors(
        'apps/server/src/modules/money/wallet-fixture.service.ts',
        [
          "import type { Db } from '../../db/client.js';",
          "import type { ConsentMethod } from '../../db/schema/index.js';",
          'export const run = (db: Db, method: ConsentMethod) => db.transaction(async () => method);',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
