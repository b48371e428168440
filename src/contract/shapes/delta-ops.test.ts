// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseDeltaOps } from './delta-ops'

describe('parseDeltaOps', () => {
  it.each([
    ['an array of ops', '[{"insert":"Hi\\n"}]'],
    ['an {ops} object', '{"ops":[{"insert":"Hi\\n"}]}'],
  ])('reads %s', (_name, content) => {
    expect(parseDeltaOps(content)).toEqual([{ insert: 'Hi\n' }])
  })

  it('keeps the keys it does not know, and embeds', () => {
    const ops = [{ insert: { image: 'https://example.com/a.png' }, attributes: { alt: 'A' }, extra: 1 }]
    expect(parseDeltaOps(JSON.stringify(ops))).toEqual(ops)
  })

  it('reads an empty document as no ops', () => {
    expect(parseDeltaOps('[]')).toEqual([])
  })

  it.each([
    ['plain text', 'Hello there'],
    ['an empty string', ''],
    ['truncated JSON', '[{"insert":"Hi"'],
    ['a number', '42'],
    ['null', 'null'],
    ['a JSON string', '"hello"'],
    ['an object without ops', '{"foo":1}'],
    ['a retain op', '[{"retain":3}]'],
    ['a delete op', '[{"delete":1}]'],
    ['an insert of a number', '[{"insert":5}]'],
    ['an insert of null', '[{"insert":null}]'],
    ['attributes that are not an object', '[{"insert":"x","attributes":"bold"}]'],
    ['ops that are not an array', '{"ops":{"insert":"x"}}'],
    ['an insert of an array', '[{"insert":["x"]}]'],
    ['attributes that are an array', '[{"insert":"x","attributes":["bold"]}]'],
  ])('refuses %s', (_name, content) => {
    expect(parseDeltaOps(content)).toBeNull()
  })
})
