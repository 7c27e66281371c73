import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** The remotes' packages: the workspaces named `mfe-<remote>`. */
const remotes = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces.filter(
  (workspace) => workspace.startsWith('mfe-'),
);

/**
 * The deployables meet only at run time, through module federation ids and the contracts in
 * @radix/site-kit: none imports another's source.
 */
const boundaryZones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: remotes.filter((other) => other !== remote).map((other) => `./${other}`),
    message:
      'A remote never imports another remote: the shell composes them, and shared code belongs in @radix/site-kit.',
  })),
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: './shell',
    message: "A remote never imports the shell's source: what both need belongs in @radix/site-kit.",
  })),
  {
    target: './shell',
    from: remotes.map((remote) => `./${remote}`),
    message: "The shell never imports a remote's source: it loads remote modules by federation id (RemoteSlot).",
  },
  {
    target: './libs',
    from: ['./shell', ...remotes.map((remote) => `./${remote}`)],
    message: 'The libraries depend on no deployable.',
  },
  {
    target: ['./shell', ...remotes.map((remote) => `./${remote}`), './libs', './edge'],
    from: './platform',
    message:
      'The platform serves and renders the deployables; they never import it. Only the root scripts and the tests do.',
  },
  {
    target: ['./shell', ...remotes.map((remote) => `./${remote}`), './libs'],
    from: './edge',
    message: 'The edge worker serves the site; nothing it serves, and no library, imports it.',
  },
  {
    target: ['./shell', ...remotes.map((remote) => `./${remote}`), './libs/site-kit', './libs/tooling'],
    from: './libs/release-model',
    message: 'The release model is read by the edge worker and the release tools, never by what they serve.',
  },
  {
    target: './scripts',
    from: './e2e',
    message: 'A tool depends on a library, not on the tests: what scripts/ and e2e/ share is in harness/.',
  },
  {
    target: './harness',
    from: ['./scripts', './e2e'],
    message: 'harness/ is what the tools and the tests share; it imports neither.',
  },
];

/**
 * The edge worker and the release model run in workerd as well as in Node: no Node module, no
 * package of the Node side (the store's S3 client, the server, workerd's own test harness).
 */
const nodeOnly = [
  {
    regex: '^node:',
    message:
      'The worker and the release model run in workerd: no Node module (use the Web APIs: crypto.subtle, fetch, streams).',
  },
  {
    regex: `^(${builtinModules.join('|')})(/|$)`,
    message:
      'The worker and the release model run in workerd: no Node module (use the Web APIs: crypto.subtle, fetch, streams).',
  },
  {
    regex: '^(@radix/platform|@aws-sdk/|fastify|@fastify/|miniflare|wrangler|playwright|node-html-parser)(/|$)',
    message: 'The worker and the release model run in workerd: what only Node runs belongs to @radix/platform.',
  },
];

/**
 * The platform's production code runs compiled, with its runtime dependencies only: it reads the
 * deployables' builds, never their source, and shares facts with them through @radix/site-kit.
 */
const platformZones = [
  {
    target: './platform/src',
    from: ['./shell', ...remotes.map((remote) => `./${remote}`), './libs/tooling', './scripts', './e2e'],
    message:
      "The platform imports only @radix/site-kit, the release model and its own files: a deployable's source or a development tool is not there when it runs.",
  },
  {
    target: './platform/src',
    from: './edge',
    message:
      'The Node side runs the worker as workerd runs it, from its bundle (local-edge.ts), never by importing its source.',
  },
];

/** One import style per library: its package name, or an entry point its package.json exports. */
const packageImportPatterns = [
  {
    regex: '^@radix/site-kit/src(/|$)|(^|/)libs/site-kit(/|$)',
    message:
      'Import site-kit by its package name: @radix/site-kit, or an entry point its package.json exports (@radix/site-kit/routes).',
  },
  {
    regex: '^@radix/tooling/src(/|$)|(^|/)libs/tooling(/|$)',
    message:
      'Import the tooling by its package name: @radix/tooling, or an entry point its package.json exports (@radix/tooling/testing).',
  },
];

const noRestrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '.cache/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'audit-results/**',
      'site-root/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], preserveSymlinks: false },
      },
    },
    rules: {
      'import/no-restricted-paths': noRestrictedPaths(boundaryZones),
      'import/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['libs/site-kit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...packageImportPatterns],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'e2e/**',
      'harness/**',
      '**/dev-api/**',
      '**/*.config.ts',
      'libs/tooling/**',
      'platform/src/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['platform/src/**/*.ts'],
    ignores: ['platform/src/**/__tests__/**'],
    rules: {
      'import/no-restricted-paths': noRestrictedPaths([...boundaryZones, ...platformZones]),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageImportPatterns,
            {
              regex: '^@radix/tooling(/|$)',
              message:
                'The platform runs without development dependencies: what it shares with the builds is in @radix/site-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['edge/src/**/*.ts', 'libs/release-model/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [...packageImportPatterns, ...nodeOnly] }],
      'import/no-restricted-paths': noRestrictedPaths([
        ...boundaryZones,
        {
          target: './libs/release-model/src',
          from: ['./edge', './platform', './scripts', './e2e'],
          message: 'The release model imports neither the worker nor the Node side: both import it.',
        },
        {
          target: './edge/src',
          from: ['./platform', './scripts', './e2e', './libs/tooling'],
          message: 'The worker imports the release model and @radix/site-kit, never the Node side.',
        },
      ]),
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Webpack loaders and Jest transforms load as CommonJS, as they are.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
