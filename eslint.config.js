import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const root = fileURLToPath(new URL('.', import.meta.url))
const features = readdirSync(new URL('./src/features', import.meta.url))

// The one-way imports (design: shape of the repository), as import-x/no-restricted-paths zones:
// files under `target` may not import files under `from`, but for `except` (relative to
// `from`); paths are from the repository root. In short: the server takes only src/api/schemas;
// api, lib, components/ui → features → routes; features do not import each other; UI primitives
// know nothing of the API.
const schemasStandAlone = 'Schemas import only zod and each other.'
const libBelow = 'lib sits below features and routes, and beside the fetch layer.'

const importBoundaries = [
  {
    target: './server',
    from: './src',
    except: ['./api/schemas'],
    message: 'The server imports only src/api/schemas from the app.',
  },
  // The shared schemas stand alone: the app bundle and the server both load them.
  { target: './src/api/schemas', from: './src', except: ['./api/schemas'], message: schemasStandAlone },
  { target: './src/api/schemas', from: './server', message: schemasStandAlone },
  {
    // The rest of api: its own files and folders, the schemas having the stricter zone above.
    target: ['./src/api/*', './src/api/!(schemas)/**'],
    from: ['./src/features', './src/routes', './src/components'],
    message: 'api sits below features and routes.',
  },
  // lib draws and computes; fetching is the api layer's (lib may use the schemas' types).
  { target: './src/lib', from: ['./src/features', './src/routes', './src/components'], message: libBelow },
  { target: './src/lib', from: './src/api', except: ['./schemas'], message: libBelow },
  {
    target: './src/components',
    from: ['./src/api', './src/features', './src/routes', './src/lib'],
    message: 'UI primitives know nothing of the API or the features.',
  },
  {
    target: './src/features',
    from: './src/routes',
    message: 'Features sit below routes: a route composes features, never the other way round.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to lib or components/ui.',
  })),
]

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
    // Imports are judged by the file they resolve to (TypeScript's resolution, as tsc sees it),
    // however many `../` they take to get there.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
      // no-cycle follows an import into the file it leads to, and reads only the extensions
      // listed here (import-x's default is .js alone), TypeScript with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importBoundaries }],
      // Packages cannot import us back, so the walk stays inside the repository.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
)
