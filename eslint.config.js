import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const restrict = (regex, message) => ['error', { patterns: [{ regex, message }] }]
const features = readdirSync(new URL('./src/features', import.meta.url))

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
    // Benchmarks drive a browser: the functions they hand to page.evaluate run there.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
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
  // The app's one-way imports (design: shape of the repository): api, lib, components/ui →
  // features → routes, features not importing each other, primitives knowing nothing of the API.
  {
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: ['src/api/schemas/**'],
    rules: { 'no-restricted-imports': restrict('^(\\.\\./)+(features|routes|components)/', 'api sits below features and routes.') },
  },
  {
    // lib draws and computes; fetching is the api layer's (lib may use the schemas' types).
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict('^(\\.\\./)+(features/|routes/|components/|api/(?!schemas/))', 'lib sits below features and routes, and beside the fetch layer.'),
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict('^(\\.\\./)+(api|features|routes|lib)/', 'UI primitives know nothing of the API or the features.') },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(`^\\.\\./(?!${feature}/)[^.]`, 'Features do not import each other: move shared code to lib or components/ui.'),
    },
  })),
)
