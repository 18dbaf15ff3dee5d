// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
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
const featureZones = (base) =>
  featuresOf(base).map((name) => ({
    target: `${base}/${name}`,
    from: base,
    except: [`./${name}`],
    message: 'Features do not import each other; move what both need to a shared layer.',
  }));

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
        {
          zones: [
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
            ...featureZones('./src/web/features'),
            ...featureZones('./src/server/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
