import { describe, expect, it } from 'vitest'
import { ApiError, messages } from './api-error'
import { parseSearchQuery } from './search-query'

describe('parseSearchQuery', () => {
  it('keeps the web-search words, takes out the #tags, and reads the last word as typed until a blank follows it', () => {
    expect(parseSearchQuery('  "green tea" -bitter #Brewing steep')).toEqual({
      words: '"green tea" -bitter steep',
      wordsBefore: '"green tea" -bitter',
      prefix: 'steep',
      tags: ['brewing'],
    })
    expect(parseSearchQuery('green tea ').prefix).toBeNull()
    expect(parseSearchQuery('"green tea').prefix).toBeNull()
    expect(parseSearchQuery('tea -bitter').prefix).toBeNull()
    expect(parseSearchQuery('tea or').prefix).toBeNull()
    expect(parseSearchQuery('#guide #GUIDE')).toEqual({ words: '', wordsBefore: '', prefix: null, tags: ['guide'] })
  })

  it('turns control characters into blanks', () => {
    expect(parseSearchQuery('tea\u0000pot').words).toBe('tea pot')
  })

  it('refuses nothing and more than 200 characters, with a message', () => {
    expect(() => parseSearchQuery(' \n\t')).toThrow(new ApiError(400, messages.searchEmpty))
    expect(() => parseSearchQuery('\u0000')).toThrow(new ApiError(400, messages.searchEmpty))
    expect(() => parseSearchQuery('x'.repeat(201))).toThrow(new ApiError(400, messages.searchTooLong(200)))
    expect(parseSearchQuery(` ${'x'.repeat(200)} `).words).toHaveLength(200)
  })
})
