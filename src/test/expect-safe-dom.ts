import { expect } from 'vitest'

// Every attribute the renderer is meant to write; anything else came from the content.
const KNOWN_ATTRIBUTES = new Set([
  'class',
  'href',
  'rel',
  'target',
  'src',
  'alt',
  'loading',
  'decoding',
  'aria-hidden',
  // block pictures, cards and spoilers
  'width',
  'height',
  'role',
  'aria-label',
  'aria-describedby',
  'id',
  'type',
  'tabindex',
  // our own icons
  'viewBox',
  'fill',
  'fill-rule',
  'd',
])
const SAFE_HREF = /^(https?|mailto):/
// http(s), or a path with a single leading slash (`//host` and `/\\host` name another host).
const SAFE_SRC = /^(https?:|\/(?![/\\]))/
// The largest width or height a post's picture may ask for (embeds.ts believes no more).
const MAX_SIDE = 20_000

/** The checks every rendered delta must pass, hostile or not. */
export function expectSafeDom(root: HTMLElement) {
  const active = 'script, iframe, object, embed, frame, frameset, style, link, meta, base, form, math, foreignObject, use, image, a svg'
  expect(root.querySelectorAll(active)).toHaveLength(0)
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const where = `<${element.tagName.toLowerCase()}>`
    for (const { name, value } of element.attributes) {
      expect(name.toLowerCase().startsWith('on'), `${name} on ${where}`).toBe(false)
      expect(KNOWN_ATTRIBUTES.has(name), `unexpected ${name}="${value}" on ${where}`).toBe(true)
      if (name === 'width' || name === 'height') expect(Number(value), `${name} on ${where}`).toBeLessThanOrEqual(MAX_SIDE)
    }
    // Only our icons draw: an svg hidden from screen readers, holding paths and nothing else.
    if (element.tagName.toLowerCase() === 'svg') {
      expect(element.closest('[aria-hidden="true"]'), `${where} not hidden`).not.toBeNull()
      for (const child of element.children) expect(child.tagName.toLowerCase()).toBe('path')
    }
    const href = element.getAttribute('href')
    if (href !== null) expect(href, `href on ${where}`).toMatch(SAFE_HREF)
    const src = element.getAttribute('src')
    if (src !== null) expect(src, `src on ${where}`).toMatch(SAFE_SRC)
  }
}
