// One lint setup for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// Zones are paths from the repository root, wherever eslint is started.
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webFeatures = folders('./apps/web/src/features');
const serverModules = folders('./apps/server/src/modules');

// Who may import whom (docs/architecture.md draws it). A web feature never imports another feature: shared
// code moves down to components/, lib/ or config/. On the server nothing below modules/ imports a module, and
// a module reads another module's tables only through that module's service or an exported read function.
const webFeatureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; move shared code down to components/, lib/ or config/.',
}));
const serverLayerZones = ['lib', 'db', 'http', 'adapters'].map((layer) => ({
  target: `./apps/server/src/${layer}`,
  from: './apps/server/src/modules',
  message: 'Nothing below the modules imports a module: app.ts (or the CLI) hands it what it needs.',
}));
const serverRepositoryZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: serverModules
    .filter((other) => other !== module)
    .map((other) => `./apps/server/src/modules/${other}/**/*.repository.ts`),
  message: "A module never imports another module's repository; call its service or an exported read function.",
}));

const sqlOnlyInRepositories =
  "SQL lives in the module's *.repository.ts: services hold the rules and call the repository's typed functions.";
// Drizzle's query starters; a transaction (db.transaction) stays the service's to open.
const queryMethods = '/^(execute|select|selectDistinct|selectDistinctOn|insert|update|delete|query)$/';
// Routes only speak HTTP: they parse, call a service and answer; the service calls the repository.
const serverRoutesZone = {
  target: './apps/server/src/modules/**/*.routes.ts',
  from: './apps/server/src/modules/**/*.repository.ts',
  message: 'Routes only speak HTTP: call a service, which calls the repository.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      // config.ts is the only reader of the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from config.ts.' },
      ],
    },
  },
  {
    // SQL lives only in *.repository.ts (docs/architecture.md). Below the modules, db/ is the database's own
    // tooling, and modules/ledger/ is itself the ledger's data layer.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/db/**',
      'apps/server/src/modules/ledger/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: sqlOnlyInRepositories },
            {
              group: ['**/db/schema/*', '**/db/sql-arrays.js'],
              allowTypeImports: true,
              message: sqlOnlyInRepositories,
            },
            { group: ['**/db/client.js'], importNames: ['queryRows'], message: sqlOnlyInRepositories },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // db.select(…), tx.execute(…), ctx.db.query.…: a query written outside a repository.
          selector: `MemberExpression[property.name=${queryMethods}]:matches([object.name=/^(db|tx)$/], [object.property.name='db'])`,
          message: sqlOnlyInRepositories,
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported files too; without these it skips every TypeScript file.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repoRoot,
          zones: [...webFeatureZones, ...serverLayerZones, ...serverRepositoryZones, serverRoutesZone],
        },
      ],
      // A library never imports our code back, so no cycle runs through one: not following them took no-cycle
      // from 20 to 11 s of eslint's time here (docs/decisions/032, session 12).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The app shell sits on top: paths and contact details live in config/, the query client in lib/.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*'],
              message: 'Features and components/ui never import app/; shared things live in config/ or lib/.',
            },
          ],
        },
      ],
    },
  },
);
