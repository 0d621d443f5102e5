import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Across folders, an import names its place from the root (package.json "imports"): #app/…, #lead/…, #server/…
const acrossFolders = { group: ['../../*'], message: 'Import from another folder with its alias: #app/…, #lead/…, #server/…, #scripts/…, #config/…' }

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
      'no-restricted-imports': ['error', { patterns: [acrossFolders] }],
    },
  },
  {
    // Components take what they show as props, and their prop types live with them: content conforms to a component, never the reverse.
    files: ['app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            acrossFolders,
            {
              regex: '^(#app/content/|(\\.\\./)+content/)',
              message: 'A component receives its content as props: declare the prop type here and let content conform to it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The collector shares code with the site through lead/ (decision 20); of app/ it imports the UI components (the inbox),
    // the estimator's canonical query, the pages' addresses in each language, and the quote action's load context (server/routes/page-render.ts).
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/**/*.test.{ts,tsx}', 'server/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            acrossFolders,
            {
              regex:
                '^(#app/(?!components/ui/[^/]+$|estimator/form-choice\\.ts$|lib/site-paths\\.ts$|quote/quote-post\\.ts$|request-status/request-status\\.ts$)|(\\.\\./)+app/)',
              message:
                'The collector imports from app/ only its UI components, the estimator query, the page addresses and the contexts it hands routes: share the rest through lead/ or the build.',
            },
          ],
        },
      ],
    },
  },
)
