import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { chunkCycles } from './chunk-cycles.mjs'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

function chunks(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'chunks-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
  return folder
}

describe('chunkCycles', () => {
  it('finds two chunks that import each other, as the schemas and a shape only they used once did', () => {
    const found = chunkCycles(
      chunks({
        'schemas.js': 'import{G as e}from"./vendor.js";import{t as a}from"./entry.js";var s=e(a);export{s as n}',
        'entry.js': 'import{n as e}from"./schemas.js";var n=[`off`,`daily`];export{e as answerSchemas,n as t};',
        'vendor.js': 'var G=x=>x;export{G}',
      }),
    )
    expect(found).toHaveLength(1)
    expect(new Set(found[0])).toEqual(new Set(['schemas.js', 'entry.js']))
  })

  it('passes a sound build over, and an import() that loads a chunk later', () => {
    const found = chunkCycles(
      chunks({
        'main.js': 'import{G}from"./vendor.js";const later=()=>import("./page.js");',
        'page.js': 'import{G}from"./vendor.js";import"./main.js";',
        'vendor.js': 'var G=1;export{G}',
      }),
    )
    expect(found).toEqual([])
  })
})
