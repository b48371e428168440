import { describe, expect, it } from 'vitest'
import { ApiError, messages } from './api-error'
import { parseSearch } from './search-query'

describe('parseSearch', () => {
  it('keeps the web-search words, takes out the #tags, and reads the last word as typed until a blank follows it', () => {
    expect(parseSearch('  "green tea" -bitter #Brewing steep')).toEqual({
      words: '"green tea" -bitter steep',
      wordsBefore: '"green tea" -bitter',
      prefix: 'steep',
      tags: ['brewing'],
    })
    expect(parseSearch('green tea ').prefix).toBeNull()
    expect(parseSearch('"green tea').prefix).toBeNull()
    expect(parseSearch('tea -bitter').prefix).toBeNull()
    expect(parseSearch('tea or').prefix).toBeNull()
    expect(parseSearch('#guide #GUIDE')).toEqual({ words: '', wordsBefore: '', prefix: null, tags: ['guide'] })
  })

  it('turns control characters into blanks', () => {
    expect(parseSearch('tea\u0000pot').words).toBe('tea pot')
  })

  it('refuses nothing and more than 200 characters, with a message', () => {
    expect(() => parseSearch(' \n\t')).toThrow(new ApiError(400, messages.searchEmpty))
    expect(() => parseSearch('\u0000')).toThrow(new ApiError(400, messages.searchEmpty))
    expect(() => parseSearch('x'.repeat(201))).toThrow(new ApiError(400, messages.searchTooLong(200)))
    expect(parseSearch(` ${'x'.repeat(200)} `).words).toHaveLength(200)
  })
})
