import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Names of the directories directly under `dir` (relative to this file). */
const directoriesIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const LAMBDA_LAYERS = [
  'functions',
  'jobs',
  'triggers',
  'handlers',
  'http',
  'services',
  'repositories',
  'infra',
  'routes',
  'rules',
  'contracts',
];
const layers = (...names) => names.map((name) => `./lambdas/${name}`);
/** Every layer of lambdas/ but the named ones. */
const layersExcept = (...names) => layers(...LAMBDA_LAYERS.filter((name) => !names.includes(name)));

/**
 * The layers of the back end, each allowed to import only the layers below it:
 * functions, jobs, triggers -> handlers -> http -> services -> repositories -> infra; routes,
 * rules and contracts are pure and importable from anywhere (the web included), and import
 * nothing but each other (routes -> contracts -> rules). Jobs and triggers are entry points
 * like functions: they use services and the layers below, and nothing imports them.
 */
const LAYER_ZONES = [
  {
    target: layersExcept('jobs'),
    from: './lambdas/jobs',
    message: 'Jobs are Lambda entry points: nothing imports them.',
  },
  {
    target: layersExcept('triggers'),
    from: './lambdas/triggers',
    message: 'Triggers are Lambda entry points: nothing imports them.',
  },
  {
    target: layers('jobs', 'triggers'),
    from: layers('functions', 'handlers', 'http'),
    message: 'Jobs and triggers call services, not the HTTP layers.',
  },
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
    target: './lambdas/routes',
    from: layersExcept('routes', 'rules', 'contracts'),
    message: 'The route table reads contracts and rules only (the CDK app and the web read it).',
  },
  {
    target: ['./lambdas/rules', './lambdas/contracts'],
    from: layersExcept('rules', 'contracts'),
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

/**
 * The function group is the unit of the back end: `functions/{group}.ts`, `handlers/{group}/`,
 * `services/{group}/`, `routes/{group}.ts` and `contracts/{group}`. A group's entry and handlers
 * use only their own group's handlers (and handlers/shared); a group's services use only their
 * own folder and the shared folders of services (those not named after a group: shared,
 * fulfilment, notifications), which in turn use no group's services.
 */
const GROUPS = readdirSync(new URL('./lambdas/functions', import.meta.url))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -'.ts'.length));
const SHARED_SERVICES = directoriesIn('./lambdas/services').filter(
  (name) => !GROUPS.includes(name),
);
const GROUP_ZONES = [
  ...GROUPS.flatMap((group) => [
    {
      target: [`./lambdas/functions/${group}.ts`, `./lambdas/handlers/${group}`],
      from: './lambdas/handlers',
      except: [`./${group}`, './shared'],
      message: `The ${group} group uses its own handlers and handlers/shared only.`,
    },
    {
      target: `./lambdas/services/${group}`,
      from: './lambdas/services',
      except: [`./${group}`, ...SHARED_SERVICES.map((name) => `./${name}`)],
      message: `The ${group} group's services use their own folder and the shared ones only (${SHARED_SERVICES.join(', ')}).`,
    },
  ]),
  {
    target: './lambdas/handlers/shared',
    from: GROUPS.map((group) => `./lambdas/handlers/${group}`),
    message: 'Shared handler helpers belong to no group.',
  },
  {
    target: SHARED_SERVICES.map((name) => `./lambdas/services/${name}`),
    from: GROUPS.map((group) => `./lambdas/services/${group}`),
    message: "Shared services belong to no group: move what they need out of the group's folder.",
  },
];

/** A web feature may use another feature's top-level modules, never its internals. */
const FEATURES = directoriesIn('./web/src/features');
const FEATURE_ZONES = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./web/src/features/${feature}`,
    from: `./web/src/features/${other}/*/**`,
    message: `Import ${other}'s top-level modules, not its internals.`,
  })),
);

/**
 * `web/src/app` sits above the features: it wires them into the router and the providers, so a
 * feature that imported from it would depend on everything. What features share lives in
 * `web/src/lib` or `web/src/components`.
 */
const APP_ZONE = {
  target: './web/src/features',
  from: './web/src/app',
  message: 'Features sit below web/src/app: move what they share to web/src/lib or the feature.',
};

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
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...LAYER_ZONES, ...GROUP_ZONES, ...FEATURE_ZONES, APP_ZONE] },
      ],
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
