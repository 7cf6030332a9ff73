// Flat ESLint config: typescript-eslint's recommended rules, React's hook rules, the import
// zones of ARCHITECTURE.md section 2 (eslint-plugin-boundaries) and kebab-case file names.
import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Import zones: components, lib and stores feed features, features feed app; features never
    // import each other; the header never reaches into the SPA's app or features; nothing
    // outside demo/ imports demo/; src/contracts (the payload types the front end and the
    // reference server share) imports nothing else. A wrong arrow fails lint instead of waiting
    // for a review.
    files: ['src/**/*.{ts,tsx}', 'header-element/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // The node resolver with TypeScript extensions: enough for relative imports, and it
      // needs no extra package (eslint-import-resolver-typescript breaks `npm ci` here).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['src/**/*', 'header-element/**/*', 'demo/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
        { type: 'component', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
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
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { area: '!{{ from.element.captured.area }}' },
                  },
                },
              },
              message:
                'A feature never imports another feature: move what both need to lib or components.',
            },
            {
              from: { element: { types: { anyOf: ['component', 'lib', 'store'] } } },
              disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
              message:
                'components, lib and stores never import app or features (imports flow one way).',
            },
            {
              from: { element: { type: 'header' } },
              disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
              message:
                'header-element may use src/lib and src/components, never src/app or src/features.',
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
