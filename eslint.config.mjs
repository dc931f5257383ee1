import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The layers of the back end, each allowed to import only the layers below it:
 * functions -> handlers -> http -> services -> repositories -> infra; rules and contracts are
 * pure and importable from anywhere (the web included), and import nothing but each other.
 */
const LAYER_ZONES = [
  {
    target: './lambdas/handlers',
    from: ['./lambdas/functions', './lambdas/repositories', './lambdas/infra'],
  },
  { target: './lambdas/http', from: ['./lambdas/functions', './lambdas/handlers'] },
  {
    target: './lambdas/services',
    from: ['./lambdas/functions', './lambdas/handlers', './lambdas/http'],
  },
  {
    target: './lambdas/repositories',
    from: ['./lambdas/functions', './lambdas/handlers', './lambdas/http', './lambdas/services'],
  },
  {
    target: './lambdas/infra',
    from: [
      './lambdas/functions',
      './lambdas/handlers',
      './lambdas/http',
      './lambdas/services',
      './lambdas/repositories',
    ],
  },
  {
    target: ['./lambdas/rules', './lambdas/contracts'],
    from: [
      './lambdas/functions',
      './lambdas/handlers',
      './lambdas/http',
      './lambdas/services',
      './lambdas/repositories',
      './lambdas/infra',
      './lambdas/jobs',
      './lambdas/triggers',
    ],
  },
  {
    target: './lambdas/rules',
    from: './lambdas/contracts',
    message: 'Rules are the lowest layer; contracts build on them, not the other way round.',
  },
  {
    // The SPA shares only pure rules, contracts and the route table's types with the back end.
    target: './web/src',
    from: './lambdas',
    except: ['./rules', './contracts', './routes'],
  },
];

/** A web feature may use another feature's top-level modules, never its internals. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_ZONES = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./web/src/features/${feature}`,
    from: `./web/src/features/${other}/*/**`,
    message: `Import ${other}'s top-level modules, not its internals.`,
  })),
);

/**
 * One lint configuration for the whole repo. import-x/no-cycle keeps the layers honest
 * (handlers -> services -> repositories -> infra, never back).
 */
export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'coverage', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...FEATURE_ZONES] }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
