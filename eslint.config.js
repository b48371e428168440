import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', '.data/', '.tmp/', 'public/', 'test-results/', 'playwright-report/', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSAnyKeyword', message: 'No `as any`: parse with a schema instead.' },
      ],
    },
  },
  {
    // The app runs in the browser; its hooks follow React's rules (including the compiler-era checks).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // One-way imports (design: shape of the repository): the server takes only the shared schemas from src.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!api/schemas/)',
              message: 'The server imports only src/api/schemas from the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared schemas stand alone: the app bundle and the server both load them.
    files: ['src/api/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(server|features|routes|components|lib)/', message: 'Schemas import only zod and each other.' }] },
      ],
    },
  },
)
