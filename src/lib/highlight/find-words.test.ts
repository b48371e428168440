import { describe, expect, it } from 'vitest'
import { HIGHLIGHT_MAX_CHARS, highlightParam, highlightWords, wordRanges, wordsPattern } from './find-words'

const rangesIn = (html: string, words: string[]) => {
  const root = document.createElement('div')
  root.innerHTML = html
  const pattern = wordsPattern(words)
  return pattern ? wordRanges(root, pattern).map((range) => range.toString()) : []
}

describe('highlightWords and highlightParam', () => {
  it('folds case and keeps each word once', () => {
    expect(highlightWords(' Steeping  tea TEA\tsteeping ')).toEqual(['steeping', 'tea'])
    expect(highlightWords(undefined)).toEqual([])
    expect(highlightParam(['Tea', 'cup', 'tea'])).toBe('tea cup')
    expect(highlightParam([])).toBeUndefined()
  })

  it('stops at the last whole word that fits the route', () => {
    // Four letters and a space each: 40 words are 199 characters, a 41st would make 204.
    const words = Array.from({ length: 60 }, (_, index) => `w${String(index).padStart(3, '0')}`)
    const param = highlightParam(words) ?? ''
    expect(HIGHLIGHT_MAX_CHARS).toBe(200)
    expect(param).toBe(words.slice(0, 40).join(' '))
  })
})

describe('wordRanges', () => {
  it('finds whole words in any case, across elements but never across markup', () => {
    expect(rangesIn('<p>Tea and <b>teapots</b>: TEA, tea-time; steeped tea</p>', ['tea'])).toEqual(['Tea', 'TEA', 'tea', 'tea'])
    expect(rangesIn('<p>te<b>a</b></p>', ['tea'])).toEqual([])
  })

  it('prefers the longer of two words that start alike', () => {
    expect(rangesIn('<p>teapot tea</p>', ['tea', 'teapot'])).toEqual(['teapot', 'tea'])
  })

  it('matches words of other scripts and accents as written, and treats pattern characters as text', () => {
    expect(rangesIn('<p>Café 茶道 is (a+b)</p>', ['café', '茶道', 'a+b'])).toEqual(['Café', '茶道', 'a+b'])
  })

  it('leaves out what is being typed', () => {
    expect(rangesIn('<p>tea</p><textarea>tea</textarea><div contenteditable="true"><p>tea</p></div>', ['tea'])).toEqual(['tea'])
  })

  it('marks nothing without words', () => {
    expect(wordsPattern([])).toBeNull()
  })
})
