import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { noImportCycles } from './scripts/lint/no-import-cycles.js'
import { noIssueNumbers } from './scripts/lint/no-issue-numbers.js'

const root = fileURLToPath(new URL('.', import.meta.url))
const features = readdirSync(new URL('./src/features', import.meta.url))
// The folders whose code must hold no import cycle.
const cycleRoots = ['src', 'server', 'scripts', 'bench', 'e2e']

// The one-way imports (docs/architecture.md, "Layers"), as import-x/no-restricted-paths zones.
// Each of src and server is a stack of floors, top to bottom; a floor imports only from the
// floors below it, and folders that share a floor do not import each other. Tests stand outside
// the floors and may import anything. Paths are from the repository root.
const floorZones = (where, floors) =>
  floors
    .flatMap((floor, index) => {
      const above = floors.slice(0, index).flatMap((upper) => upper.flatMap((room) => room.paths))
      return floor.map((room) => {
        const beside = floor.filter((other) => other !== room).flatMap((other) => other.paths)
        return {
          target: room.paths,
          from: [...above, ...beside],
          message: `${where}/${room.name} may import only from the floors below it (eslint.config.js ${where}Floors).`,
        }
      })
    })
    .filter((zone) => zone.from.length > 0)

// The app's floors. The contract (the API's wire schemas and the plain shapes they share with a
// page's first load) is the bottom, and the only part of src the server may import.
const srcFloors = [
  [{ name: 'the entry points', paths: ['./src/*.{ts,tsx}'] }],
  [{ name: 'routes', paths: ['./src/routes/**'] }],
  [{ name: 'features', paths: ['./src/features/**'] }],
  [
    { name: 'api', paths: ['./src/api/**'] },
    { name: 'components/forum', paths: ['./src/components/forum/**'] },
  ],
  [
    { name: 'lib', paths: ['./src/lib/**'] },
    { name: 'components/ui', paths: ['./src/components/ui/**'] },
  ],
  [{ name: 'contract/schemas', paths: ['./src/contract/schemas/**'] }],
  [{ name: 'contract/shapes', paths: ['./src/contract/shapes/**'] }],
]

// The server's floors. main.ts, site.ts and config.ts run the process; app.ts composes; routes
// are thin HTTP; http is middleware and HTTP helpers; events (live readers) and uploads (pictures:
// their work and storage) are subsystems over the forum; forum is what each answer holds and who
// may do what; db/queries hold every SQL statement; cache is generic; db opens the database; lib
// is pure helpers.
const serverFloors = [
  { name: 'process and composition root', paths: ['./server/*.ts'] },
  { name: 'pages', paths: ['./server/pages/**'] },
  { name: 'routes', paths: ['./server/routes/**'] },
  { name: 'http', paths: ['./server/http/**'] },
  { name: 'events', paths: ['./server/events/**'] },
  { name: 'uploads', paths: ['./server/uploads/**'] },
  { name: 'mail', paths: ['./server/mail/**'] },
  { name: 'forum', paths: ['./server/forum/**'] },
  { name: 'db/seed', paths: ['./server/db/seed/**'] },
  { name: 'db/queries', paths: ['./server/db/queries/**'] },
  { name: 'cache', paths: ['./server/cache/**'] },
  { name: 'db', paths: ['./server/db/*.ts'] },
  { name: 'lib', paths: ['./server/lib/**'] },
].map((floor) => [floor])
const serverTests = ['./server/test/**', './server/**/*.test.ts', './server/db/test-queries/**']

const importBoundaries = [
  {
    target: './server',
    from: './src',
    except: ['./contract'],
    message: 'The server imports only src/contract from the app.',
  },
  { target: './src/contract', from: './server', message: 'The contract stands alone: the app and the server both load it.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to lib or components.',
  })),
]
const srcZones = floorZones('src', srcFloors)
const serverZones = [
  ...floorZones('server', serverFloors),
  ...serverFloors.map(([floor]) => ({
    target: floor.paths,
    from: serverTests,
    message: 'Server code does not import tests or their helpers.',
  })),
]

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      '.data/',
      '.tmp/',
      'public/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
    ],
  },
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
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importBoundaries }],
    },
  },
  {
    // The shapes are what a page's first load may take from the API's definitions: no zod there (docs/decisions/040).
    files: ['src/contract/shapes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['zod', 'zod/*'], message: 'Shapes are plain: zod loads with the first answer.' }] },
      ],
    },
  },
  {
    // The app's code keeps to its floors.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/routes/-tests/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...importBoundaries, ...srcZones] }],
    },
  },
  {
    // The server's code keeps to its floors.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**', 'server/db/test-queries/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...importBoundaries, ...serverZones] }],
    },
  },
  {
    // SQL lives under server/db/ alone (docs/architecture.md): elsewhere in the server, tests
    // included, nothing may build a query. Types may still be named.
    files: ['server/**/*.ts'],
    ignores: ['server/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', '**/db/schema'],
              allowTypeImports: true,
              message: 'SQL is written only under server/db/ (queries in db/queries/, test-only ones in db/test-queries/).',
            },
          ],
        },
      ],
    },
  },
  {
    // No cycle runs through the repository's code, not even of types (tests import the code,
    // never the other way round, so they cannot close one). One walk of the imports as
    // TypeScript scans them: import-x/no-cycle skips type imports, and parsed every file a
    // second time to follow them (a tenth of the lint's time).
    files: cycleRoots.map((folder) => `${folder}/**/*.{ts,tsx,js,mjs}`),
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'server/db/test-queries/**', 'src/test/**'],
    plugins: {
      teahouse: {
        rules: { 'no-import-cycles': noImportCycles({ repository: root, roots: cycleRoots.map((folder) => resolve(root, folder)) }) },
      },
    },
    rules: { 'teahouse/no-import-cycles': 'error' },
  },
  {
    // The app's, the server's, the scripts' and the benchmarks' comments say why, not which issue asked.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,js,mjs}', 'bench/**/*.{mjs,ts,tsx}'],
    plugins: { history: { rules: { 'no-issue-numbers': noIssueNumbers } } },
    rules: { 'history/no-issue-numbers': 'error' },
  },
)
