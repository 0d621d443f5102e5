import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['build/', '.react-router/', '.content-types/', 'node_modules/', 'public/', 'test-results/', 'playwright-report/', '.cache/', 'data/', 'reports/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Across folders, an import names its place from the root (package.json "imports"): #app/…, #lead/…, #server/…
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import from another folder with its alias: #app/…, #lead/…, #server/…, #scripts/…, #config/…' }] },
      ],
    },
  },
  {
    // The collector shares code with the site through lead/ (decision 20); of app/ it imports the UI components (the inbox),
    // the estimator's canonical query, and the quote action's load context (server/routes/page-render.ts).
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/**/*.test.{ts,tsx}', 'server/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Import from another folder with its alias: #app/…, #lead/…, #server/…, #scripts/…, #config/…' },
            {
              regex:
                '^(#app/(?!components/ui/[^/]+$|estimator/(form-choice|use-estimator-form)\\.ts$|quote/quote-post\\.ts$|request-status/request-status\\.ts$)|(\\.\\./)+app/)',
              message:
                'The collector imports from app/ only its UI components, the estimator query and the contexts it hands routes: share the rest through lead/ or the build.',
            },
          ],
        },
      ],
    },
  },
)
