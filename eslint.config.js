// Lint rules for the whole repository (ESLint flat config). Type-aware typescript-eslint rules catch
// promises nobody awaits and unsafe `any`; react-hooks and jsx-a11y guard the React app; import-x
// refuses import cycles, which in this layout always mean a feature reaching into another's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Which part of the tree may import which (ARCHITECTURE.md, "Boundaries"); eslint.config.test.ts crosses
 * each on purpose and sees it refused.
 */
const BOUNDARIES = [
  {
    target: './app',
    from: './server',
    except: ['./contract'],
    message: 'The app reaches the server only through server/contract (shared types, schemas, codes).',
  },
  {
    target: './server/contract',
    from: ['./app', './server', './desktop'],
    except: ['./contract'],
    message: 'The contract is shared by browser and server: it imports neither.',
  },
  {
    // The server draws public pages with the built renderer bundle (dist-server/, loaded by path: no import
    // of app/). The crossings left are texts, all in server/i18n: the public pages' titles, and the labels a
    // mail and an export share with the screens (statuses, roles, a form's choices), written once in the
    // app's JSON.
    target: './server',
    from: './app',
    except: [
      './i18n/locales',
      './features/contact/locales',
      './features/applications/locales',
      './features/admin/locales',
    ],
    message: 'The server does not import the app: it draws pages with the built renderer (dist-server/render.js).',
  },
  {
    target: './desktop',
    from: ['./app', './server', './migrations', './scripts'],
    message: 'The desktop shell stands alone: it loads the staff console over HTTP.',
  },
];
/** Product code (not its tests) never imports the e2e suite or the scripts. */
const PRODUCT_BOUNDARIES = [
  ...BOUNDARIES,
  {
    target: ['./app', './server', './desktop', './migrations'],
    from: ['./e2e', './scripts'],
    message: 'Product code never imports tests or scripts.',
  },
];
/** A property keyed by the language `lang` (`en: …`, `'en': …`), as an esquery attribute selector. */
const LANGUAGE_KEY = (lang) => `:matches([key.name='${lang}'], [key.value='${lang}'])`;
/** A property's value written out in place: text, or what builds text. */
const WRITTEN_OUT =
  '[value.type=/^(Literal|TemplateLiteral|ObjectExpression|ArrowFunctionExpression|FunctionExpression)$/]';
const TEST_FILES = ['**/*.test.{ts,tsx}', 'e2e/**', 'app/test/**', 'server/test/**', 'scripts/**'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      'dist-desktop/',
      'desktop/build/',
      'data/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'e2e/.screenshots/',
      'coverage/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['desktop/src/*.test.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without a parser for the files it follows and a resolver, import-x sees no imports and no-cycle never
    // fires (eslint.config.test.ts proves it does). Imports here name their .ts/.tsx files, which Node's
    // algorithm finds as written.
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: PRODUCT_BOUNDARIES }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Koa and React Router take async handlers where a void callback is typed.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The server draws the public pages with Node's ICU and the browser takes them over with its own; the
      // two write Intl's compact numbers differently ('€2K' / '€2k'), and such a page fails to hydrate.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='notation'][value.value='compact']",
          message:
            "Intl's compact notation differs between Node's ICU and the browser's, so a drawn page would not hydrate: format the number and write its unit with the texts.",
        },
      ],
    },
  },
  {
    // The server's words are in locales/{en,hu}.json beside each feature, read with server/i18n's serverT (one
    // loader, typed keys, i18next plurals, a parity test over both languages). An object with an `en` and an
    // `hu` property, one of them written out in place (a string, a template, an object of texts, a function
    // building a sentence), is a text table kept by hand in the code, which that test never sees. Other
    // language-keyed objects are not texts and pass: a schema of both languages' input (z.string() values),
    // a holiday library's names per language (values it computes).
    files: ['server/**/*.ts'],
    ignores: [...TEST_FILES, 'server/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'ObjectExpression',
            `:has(> Property${LANGUAGE_KEY('en')})`,
            `:has(> Property${LANGUAGE_KEY('hu')})`,
            `:has(> Property:matches(${LANGUAGE_KEY('en')}, ${LANGUAGE_KEY('hu')})${WRITTEN_OUT})`,
          ].join(''),
          message:
            "Texts by language belong in the feature's locales/{en,hu}.json, read with serverT (server/i18n), where the parity test checks both languages.",
        },
      ],
    },
  },
  {
    // Tests and scripts: test doubles and assertions on untyped JSON are the point there.
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARIES }],
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
