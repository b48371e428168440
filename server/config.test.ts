import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { envSchema } from './config'

/** The README's configuration table: each variable named in a row, and that row's default column. */
function documentedVariables(): Map<string, string> {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const table = readme.slice(readme.indexOf('## Configuration'))
  const rows = new Map<string, string>()
  for (const [, names = '', fallback = ''] of table.matchAll(/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*) \| ([^|]*) \|/gm)) {
    for (const [, name = ''] of names.matchAll(/`([A-Z0-9_]+)`/g)) rows.set(name, fallback.trim())
  }
  return rows
}

describe("the README's configuration table", () => {
  const documented = documentedVariables()
  const defaults = envSchema.parse({})

  it('names every variable the server reads, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(envSchema.shape).sort())
  })

  it("gives each default the server's own", () => {
    for (const [name, fallback] of Object.entries(defaults)) {
      if (fallback === undefined) expect.soft(documented.get(name), name).toMatch(/^(—|`[A-Z_]+\/[a-z]+`)$/)
      else expect.soft(documented.get(name), name).toBe(`\`${String(fallback)}\``)
    }
  })
})
