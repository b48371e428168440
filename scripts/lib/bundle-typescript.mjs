// The one way the server's TypeScript runs outside vitest and `npm run dev`: bundled into one
// file by esbuild (0.1 s), then run by plain node. Under tsx's loader every module was
// transpiled and resolved through the loader's thread at each start: 2.7 s of CPU a server
// start, paid ~50 times by `npm test` (docs/decisions/046).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, relative, resolve } from 'node:path'
import { build } from 'esbuild'

// Beside the packages the bundle imports (they stay outside it), where tools keep caches.
const folder = resolve('node_modules/.cache/teahouse-bundles')

/**
 * Each source file's `import.meta.url` becomes its own address again, worked out from the
 * bundle's: the server finds its migrations, its picture child and the app's build from it.
 */
const ownImportMetaUrl = (outfile) => ({
  name: 'own-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8')
      const loader = path.endsWith('x') ? 'tsx' : 'ts'
      if (!source.includes('import.meta.url')) return { contents: source, loader }
      const fromBundle = JSON.stringify(relative(dirname(outfile), path))
      return { contents: source.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`), loader }
    })
  },
})

/**
 * Bundles `entry` (a path from the repository's root) with everything it imports but packages,
 * and answers the bundle's path. Made afresh each call, so it is never older than the sources;
 * written whole and renamed into place, so processes bundling at once never read half a file.
 */
export async function bundleTypeScript(entry) {
  const outfile = resolve(folder, `${basename(entry).replace(/\.tsx?$/, '')}.mjs`)
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    write: false,
    logLevel: 'warning',
    plugins: [ownImportMetaUrl(outfile)],
  })
  await mkdir(folder, { recursive: true })
  const partial = `${outfile}.${process.pid}-${Math.random().toString(36).slice(2)}`
  await writeFile(partial, outputFiles[0].contents)
  await rename(partial, outfile)
  return outfile
}
