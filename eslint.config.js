/**
 * Lint for the whole tree. Besides the usual recommended sets, eslint-plugin-boundaries holds the
 * architecture (decision 013): on the client app → pages → features → components/lib → common,
 * a feature used by another only through its index.ts; on the server plugins and modules reach
 * another module only through its index.ts; common/ imports nothing from client/ or server/.
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'server/db/migrations',
      'coverage',
      'scratch',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx,js}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  ...boundaryConfig(),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);

/**
 * The layers, for eslint-plugin-boundaries (decision 013). Each element type lists what it may
 * import; anything else is an error. A client feature or a server module reaches another one only
 * through that one's index.ts (imports inside one feature or module are free).
 */
function boundaryConfig() {
  const elements = [
    // Client. client/src itself holds main.tsx, which boots the app.
    { type: 'client-app', pattern: 'client/src/app' },
    { type: 'page', pattern: 'client/src/pages' },
    { type: 'feature', pattern: 'client/src/features/*', capture: ['name'] },
    { type: 'component', pattern: 'client/src/components' },
    { type: 'lib', pattern: 'client/src/lib' },
    // Translations and Markdown content: data any client layer may read.
    { type: 'client-data', pattern: ['client/src/locales', 'client/src/content'] },
    // Test helpers (render with providers) serve the tests of every layer.
    { type: 'client-test-support', pattern: 'client/src/test' },
    { type: 'client-root', pattern: 'client/src' },
    // Server. server/ itself holds config, errors and the composition roots (app.ts, index.ts).
    { type: 'plugin', pattern: 'server/plugins' },
    { type: 'module', pattern: 'server/modules/*', capture: ['name'] },
    { type: 'db', pattern: 'server/db' },
    { type: 'server-root', pattern: 'server' },
    { type: 'common', pattern: 'common' },
  ].map((element) => ({ ...element, partialMatch: false }));
  const files = [
    // app.ts wires every plugin and every module's routes; index.ts runs the process.
    { category: 'composition-root', pattern: ['server/app.ts', 'server/index.ts'] },
    // The demo seed writes through the modules' public surface, as the API does.
    { category: 'seed', pattern: 'server/db/seed*.ts' },
    { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  ];

  const type = (name) => ({ type: name });
  const featureEntry = { type: 'feature', fileInternalPath: 'index.ts' };
  const moduleEntry = { type: 'module', fileInternalPath: 'index.ts' };
  const clientBase = [type('component'), type('lib'), type('client-data'), type('common')];
  const serverBase = [type('db'), type('server-root'), type('common')];
  const may = (from, to) => ({
    from: { element: { type: from } },
    allow: { to: { element: to } },
  });
  const mayFile = (category, to) => ({
    from: { file: { categories: category } },
    allow: { to: { element: to } },
  });

  return [
    {
      files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
      plugins: { boundaries },
      settings: { 'boundaries/elements': elements, 'boundaries/files': files },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            message:
              'A {{from.element.type}} may not import {{to.element.fileInternalPath}} of {{to.element.type}} {{to.element.captured.name}}. Layers: app → pages → features → components/lib → common; server plugins/modules → db/config → common; another feature or module only through its index.ts (docs/decisions/013).',
            policies: [
              may('client-root', [type('client-app'), ...clientBase]),
              may('client-app', [type('client-app'), type('page'), featureEntry, ...clientBase]),
              may('page', [type('page'), featureEntry, ...clientBase]),
              may('feature', [featureEntry, ...clientBase]),
              may('component', clientBase),
              may('lib', [type('lib'), type('client-data'), type('common')]),
              may('client-data', [type('client-data')]),
              may('client-test-support', [
                type('client-app'),
                type('page'),
                featureEntry,
                ...clientBase,
              ]),
              mayFile('test', [type('client-test-support')]),
              may('plugin', [type('plugin'), moduleEntry, ...serverBase]),
              may('module', [moduleEntry, type('plugin'), ...serverBase]),
              may('db', serverBase),
              may('server-root', [type('server-root'), type('common')]),
              mayFile('composition-root', [type('plugin'), type('module'), ...serverBase]),
              mayFile('seed', [moduleEntry]),
              may('common', [type('common')]),
            ],
          },
        ],
      },
    },
  ];
}
