// Flat ESLint config: typescript-eslint's recommended rules, React's hook rules, the import
// zones of ARCHITECTURE.md section 2 (eslint-plugin-boundaries) and kebab-case file names.
import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The element types of src/app and src/features: the top of the import flow. */
const APP_AND_FEATURES = [
  'app-common',
  'app-start',
  'app-routing',
  'app-shell',
  'app-session',
  'app-errors',
  'feature',
];

/** A feature folder of another area than the importing file's. */
const OTHER_AREA = { type: 'feature', captured: { area: '!{{ from.element.captured.area }}' } };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Import zones (README 'Architecture in a few lines', docs/decisions/008): imports flow one way, from
    // the shared rules up to the app's start. A wrong arrow fails lint instead of waiting for a
    // review; each policy's message says what to do instead.
    files: ['src/**/*.{ts,tsx}', 'header-element/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // The node resolver with TypeScript extensions: enough for relative imports, and it
      // needs no extra package (eslint-import-resolver-typescript breaks `npm ci` here).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['src/**/*', 'header-element/**/*', 'demo/**/*'],
      // An area's queries.ts: its public data entry (ADR 008), the one file other areas import.
      'boundaries/files': [{ category: 'area-queries', pattern: 'src/features/*/queries.ts' }],
      // First match wins: src/app's folders, then what is left of src/app (its root files:
      // messages, the loading screen).
      'boundaries/elements': [
        { type: 'app-start', pattern: 'src/app/start' },
        { type: 'app-routing', pattern: 'src/app/routing' },
        { type: 'app-shell', pattern: 'src/app/shell' },
        { type: 'app-session', pattern: 'src/app/session' },
        { type: 'app-errors', pattern: 'src/app/errors' },
        { type: 'app-common', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
        { type: 'component', pattern: 'src/components' },
        { type: 'lib-shared', pattern: 'src/lib/shared' },
        { type: 'lib-analytics', pattern: 'src/lib/analytics' },
        { type: 'lib-chat', pattern: 'src/lib/chat' },
        { type: 'lib-monitoring', pattern: 'src/lib/monitoring' },
        { type: 'lib', pattern: 'src/lib/*', capture: ['folder'] },
        { type: 'store', pattern: 'src/stores' },
        { type: 'contract', pattern: 'src/contracts' },
        { type: 'header', pattern: 'header-element' },
        { type: 'demo', pattern: 'demo' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: OTHER_AREA } },
              message:
                "A feature imports only another area's queries.ts (its public data entry, ADR 008); move anything else both need to lib or components.",
            },
            {
              // ...except another area's queries.ts: one cache entry per server value, so a save
              // anywhere shows everywhere.
              from: { element: { type: 'feature' } },
              allow: { to: { element: OTHER_AREA, file: { categories: 'area-queries' } } },
            },
            {
              // An area's data module reads its own calls only; pages and cards combine areas.
              from: { element: { type: 'feature' }, file: { categories: 'area-queries' } },
              disallow: { to: { element: OTHER_AREA } },
              message:
                "An area's queries.ts imports no other area: the pages and cards combine areas (ADR 008).",
            },
            {
              from: {
                element: {
                  types: {
                    anyOf: [
                      'component',
                      'lib',
                      'lib-shared',
                      'lib-analytics',
                      'lib-chat',
                      'lib-monitoring',
                      'store',
                    ],
                  },
                },
              },
              disallow: { to: { element: { types: { anyOf: APP_AND_FEATURES } } } },
              message:
                'components, lib and stores never import app or features (imports flow one way).',
            },
            {
              from: {
                element: {
                  types: {
                    anyOf: ['lib', 'lib-shared', 'lib-analytics', 'lib-chat', 'lib-monitoring'],
                  },
                },
              },
              disallow: { to: { element: { type: 'store' } } },
              message:
                'src/lib never imports the stores: the stores use lib, and app wires the two together.',
            },
            {
              from: { element: { type: 'lib-shared' } },
              disallow: { to: { element: { type: '!lib-shared' } } },
              message:
                'src/lib/shared holds the rules the header shares with the SPA: it imports only itself, so the header can take it whole.',
            },
            {
              // Error tracking and real-user speed serve the SPA and the header alike.
              from: { element: { type: 'lib-monitoring' } },
              disallow: {
                to: { element: { types: { anyOf: ['lib', 'lib-analytics', 'lib-chat'] } } },
              },
              message:
                'src/lib/monitoring is shared with the header: it imports only itself and src/lib/shared.',
            },
            {
              from: { element: { types: { anyOf: ['lib', 'lib-shared'] } } },
              disallow: {
                to: {
                  element: { types: { anyOf: ['lib-analytics', 'lib-chat', 'lib-monitoring'] } },
                },
              },
              message:
                'analytics and chat are subsystems the app plugs in: the rest of src/lib never imports them.',
            },
            {
              from: { element: { type: 'header' } },
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['lib', 'lib-analytics', 'lib-chat', 'store', ...APP_AND_FEATURES],
                    },
                  },
                },
              },
              message:
                "header-element may import only src/lib/shared, src/lib/monitoring and src/components (what it shares with the SPA), never the SPA's plumbing, stores, app or features.",
            },
            {
              from: { element: { type: '!app-start' } },
              disallow: { to: { element: { type: 'app-start' } } },
              message: 'src/app/start is the composition root: only src/main.tsx imports it.',
            },
            {
              from: { element: { types: { anyOf: ['app-session', 'app-errors'] } } },
              disallow: {
                to: { element: { types: { anyOf: ['app-routing', 'app-shell', 'app-start'] } } },
              },
              message:
                'The session and the error pages sit below the routing and the shell: they import only src/app root files, each other and lib.',
            },
            {
              from: { element: { type: 'app-session' } },
              disallow: { to: { element: { type: 'app-errors' } } },
              message: 'The session never imports the error pages.',
            },
            {
              from: { element: { type: 'contract' } },
              disallow: { to: { element: { type: '!contract' } } },
              message:
                'src/contracts holds only the payload types of the calls: it imports nothing else.',
            },
            {
              from: { element: { type: '!demo' } },
              disallow: { to: { element: { type: 'demo' } } },
              message: 'Nothing outside demo/ imports demo/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import loops (eslint-plugin-import-x's no-cycle): a loop makes the load order decide
    // which module sees the other half-initialised, and hides which of the two is the lower one.
    files: ['src/**/*.{ts,tsx}', 'header-element/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files it reads to follow imports, and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          // demo/ imports its TypeScript files by their .js names (Node's ESM rule).
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No text left behind (issue 28, ADR 015): what a component shows a customer comes from a
    // catalogue (locales/<locale>.json through useText), never a literal in the component. JSX
    // text, the attributes that carry words and the wording properties of option lists are
    // checked; punctuation and symbols alone are not words.
    files: ['src/**/*.tsx', 'header-element/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // The translate functions: t (an area's words), title (the page titles).
          callees: { exclude: ['t', 'title', 'richText'] },
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'alt',
              'title',
              'placeholder',
              'label',
              'legend',
              'heading',
              'hint',
              'description',
              'caption',
              'message',
              'text',
              '[a-z]+(Label|Text|Message|Title|Heading|Hint)',
            ],
          },
          // Not words: punctuation, symbols and numbers alone, and one lower-case token (an id, a
          // key, a feature name: 'chat', 'billing.payment', 'primary').
          words: { exclude: [/^[\p{P}\p{S}\p{N}\s]*$/u, /^[a-z][\w.:/-]*$/] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[key.name=/^(label|title|heading|message|text|hint|description|display)$/] > Literal[value=/[A-Za-z]{2,} /]',
          message:
            'Words a customer reads come from a catalogue (useText), not a literal (issue 28, ADR 015).',
        },
      ],
    },
  },
  {
    // Kebab-case file and folder names (ARCHITECTURE.md section 3).
    files: ['src/**/*', 'header-element/**/*', 'demo/**/*', 'tests/**/*', 'scripts/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'header-element/**/': 'KEBAB_CASE', 'demo/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Playwright fixtures call `use()` (not React's) and need `{}` to declare no dependencies.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['tests/element/**'],
    languageOptions: { globals: { ...globals.mocha } },
  },
);
