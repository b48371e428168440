import { SEARCH_MAX_CHARS } from '../../src/contract/schemas/search'
import { ApiError, messages } from './api-error'

/** What a search asks for, read from what was typed (design.md "Search"). */
export interface ParsedSearch {
  /** Web-search text (`"phrase"`, `-word`, `or`) for websearch_to_tsquery; '' for none. */
  words: string
  /** The same without its last word, when that word is being typed (`prefix`). */
  wordsBefore: string
  /** The last word, letters and digits only, when the search does not end there: matched as a prefix. */
  prefix: string | null
  /** `#tag`s, lower case: contributions with one of these as an index or category tag. */
  tags: string[]
}

// Control characters (a NUL among them) are never words, and would end a PostgreSQL string.
const CONTROL = /\p{Cc}/gu
const TAG = /(?:^|\s)#([^\s#"]+)/gu
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u

/**
 * Reads a search: 400 when it is empty or longer than 200 characters (after trimming). Any
 * other text is a search: websearch_to_tsquery reads whatever web-search syntax it holds and
 * never fails, so quotes left open, a lone `-` or `or or or` simply find less.
 */
export function parseSearchQuery(raw: string): ParsedSearch {
  const typed = raw.replace(CONTROL, ' ')
  const text = typed.trim()
  if (text === '') throw new ApiError(400, messages.searchEmpty)
  if ([...text].length > SEARCH_MAX_CHARS) throw new ApiError(400, messages.searchTooLong(SEARCH_MAX_CHARS))
  const tags = [...text.matchAll(TAG)].map((match) => (match[1] ?? '').toLowerCase())
  const words = text.replace(TAG, ' ').replace(/\s+/g, ' ').trim()
  // The last word is still being typed unless a blank or a closing quote follows it.
  const last = words.split(' ').at(-1) ?? ''
  const inPhrase = (words.match(/"/g)?.length ?? 0) % 2 === 1
  const typing = !/\s$/.test(typed) && !inPhrase && PLAIN_WORD.test(last) && last.toLowerCase() !== 'or'
  return {
    words,
    wordsBefore: typing ? words.slice(0, words.length - last.length).trim() : words,
    prefix: typing ? last : null,
    tags: [...new Set(tags)],
  }
}
