// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/** A feature folder may import from itself and from shared layers, never from a sibling feature. */
const featureZones = (base, middle) =>
  featuresOf(base).map((name) => ({
    target: `${base}/${name}`,
    from: base,
    except: [`./${name}`],
    message: `Features do not import each other; move what both need to ${middle}.`,
  }));

const WEB = './src/web';
const SERVER = './src/server';
/** The server's plumbing: below the middle floor and the features (CODE_STYLE.md, "Layers"). */
const SERVER_PLUMBING = ['http', 'db', 'realtime', 'auth', 'infra'].map((dir) => `${SERVER}/${dir}`);
/** The server's wiring: it puts every layer together, so nothing imports it. */
const SERVER_WIRING = ['app.ts', 'main.ts', 'runtime.ts', 'startup.ts'].map((file) => `${SERVER}/${file}`);

/** Which layer may not import which: the code flows one way (CODE_STYLE.md, "Layers"). */
const webLayerZones = [
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app shell; the app imports them.',
  },
  {
    target: `${WEB}/entities`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Entities are the middle floor: they never import features or the app.',
  },
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: [`${WEB}/features`, `${WEB}/entities`, `${WEB}/app`],
    message: 'lib/ and components/ are plumbing: they never import entities, features or the app.',
  },
  {
    target: `${WEB}/lib`,
    from: `${WEB}/components`,
    message: 'lib/ is below components/.',
  },
];

const serverLayerZones = [
  {
    target: SERVER_PLUMBING,
    from: [
      `${SERVER}/features`,
      `${SERVER}/domain`,
      `${SERVER}/web-host`,
      `${SERVER}/seed`,
      ...SERVER_WIRING,
    ],
    message:
      'The plumbing never imports features, the domain or the web host; hand it what it needs in runtime.ts.',
  },
  {
    target: `${SERVER}/domain`,
    from: [
      `${SERVER}/features`,
      `${SERVER}/web-host`,
      `${SERVER}/seed`,
      `${SERVER}/http`,
      `${SERVER}/auth`,
      `${SERVER}/realtime`,
      `${SERVER}/infra`,
      ...SERVER_WIRING,
    ],
    message: 'The domain is the middle floor: it imports only db/ and src/shared.',
  },
  {
    target: `${SERVER}/features`,
    from: [`${SERVER}/web-host`, `${SERVER}/seed`, ...SERVER_WIRING],
    message: 'Features never import the web host, the seed or the wiring above them.',
  },
  {
    target: `${SERVER}/web-host`,
    from: [`${SERVER}/seed`, ...SERVER_WIRING],
    message: 'The web host never imports the seed or the wiring.',
  },
];

const sideZones = [
  {
    target: './src/shared',
    from: './src/server',
    message: 'src/shared is pure: it imports neither side.',
  },
  {
    target: './src/shared',
    from: './src/web',
    message: 'src/shared is pure: it imports neither side.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app talks to the server only over HTTP.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
  ...featureZones('./src/web/features', 'src/web/entities'),
  ...featureZones('./src/server/features', 'src/server/domain'),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, drizzle },
    settings: {
      // The web imports without extensions ('../lib/cn'): without these the zones could not see where
      // such an import leads, and let it pass.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle follows imports into other files: it must be able to parse TypeScript there too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals.' },
      ],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...sideZones, ...webLayerZones, ...serverLayerZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A server test wires layers together as runtime.ts does (the bus with the real message store):
    // the server's layer zones do not hold for it; the sides and the features' separation still do.
    files: ['src/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...sideZones, ...webLayerZones] }] },
  },
  {
    // One idea per file: split before 300 lines (CODE_STYLE.md).
    files: ['src/**/*.{ts,tsx,js}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'max-lines': ['error', { max: 300 }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,json,css,html}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
