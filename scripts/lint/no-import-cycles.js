// An ESLint rule: no import cycles in the app (src/) or the server (server/), type-only imports
// included. import-x/no-cycle skips `import type` and has no option to change that, so a cycle
// closed by a type import passes it; this rule walks the imports as TypeScript's own scanner
// sees them and refuses any import that leads back to the file it is in.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The repository's own module an import names, inside one of `roots`; null for packages. */
function moduleOf(roots, from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (roots.some((root) => candidate.startsWith(`${root}/`)) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/**
 * The rule for the files under `roots` (absolute folder paths); `repository` is where the
 * messages' paths start.
 */
export function noImportCycles({ repository, roots }) {
  const importsOfFile = new Map()

  function importsOf(file) {
    const { mtimeMs } = statSync(file)
    const kept = importsOfFile.get(file)
    if (kept?.mtimeMs === mtimeMs) return kept.imports
    // TypeScript's own scan of import and export specifiers, type-only ones included.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const imports = importedFiles.map((imported) => moduleOf(roots, file, imported.fileName)).filter(Boolean)
    importsOfFile.set(file, { mtimeMs, imports })
    return imports
  }

  /** The chain of imports from `start` back to `goal`, if there is one. */
  function chainBack(start, goal) {
    const cameFrom = new Map([[start, null]])
    const queue = [start]
    while (queue.length > 0) {
      const file = queue.shift()
      for (const next of importsOf(file)) {
        if (cameFrom.has(next)) continue
        cameFrom.set(next, file)
        if (next === goal) {
          const chain = []
          for (let at = next; at !== null; at = cameFrom.get(at)) chain.unshift(at)
          return chain
        }
        queue.push(next)
      }
    }
    return null
  }

  return {
    meta: { type: 'problem', schema: [], docs: { description: 'No import cycles, type-only imports included.' } },
    create(context) {
      const file = context.physicalFilename
      if (!roots.some((root) => file.startsWith(`${root}/`))) return {}
      const check = (node) => {
        const target = node.source && moduleOf(roots, file, node.source.value)
        const chain = target && chainBack(target, file)
        if (chain) {
          const names = [file, ...chain].map((f) => relative(repository, f)).join(' → ')
          context.report({ node, message: `Import cycle (type-only imports count): ${names}` })
        }
      }
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
    },
  }
}
