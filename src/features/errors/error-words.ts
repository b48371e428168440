import { ApiError } from '../../api/client'

/** The page's own words for what could not be shown, e.g. for a thread: "This thread doesn't exist". */
export interface ErrorWords {
  /** 404, and 400 (an address that cannot name one: `/threads/not-a-uuid`). */
  missing: string
  /** 401 and 403: the page is there, but not for this reader. */
  forMembers: string
  /** Anything else the server answered (a 500, a reply the app cannot read). */
  failed: string
}

/** The usual words for a page about one `noun`: "This thread doesn't exist", "This thread is for members". */
export function wordsFor(noun: string, overrides: Partial<ErrorWords> = {}): ErrorWords {
  return {
    missing: `This ${noun} doesn't exist`,
    forMembers: `This ${noun} is for members`,
    failed: `This ${noun} didn't load`,
    ...overrides,
  }
}

/**
 * What the reader can do about it. "Try again" only where trying again can help: a missing
 * page stays missing, and a members-only one opens to a login or an invite, not a reload.
 */
export type NextStep = 'log-in' | 'ask-for-invite' | 'go-home' | 'retry'

interface ErrorDescription {
  title: string
  /** The server's (or the client's) own words, shown small under the title. */
  detail: string
  next: NextStep
}

const unreachableTitle = "Can't reach Teahouse"

export function describeError(error: unknown, words: ErrorWords): ErrorDescription {
  const status = error instanceof ApiError ? error.status : undefined
  const detail = error instanceof Error ? error.message : 'Something went wrong.'
  switch (status) {
    case 0:
      return { title: unreachableTitle, detail, next: 'retry' }
    case 400:
    case 404:
      return { title: words.missing, detail, next: 'go-home' }
    case 401:
      return { title: words.forMembers, detail, next: 'log-in' }
    case 403:
      return { title: words.forMembers, detail, next: 'ask-for-invite' }
    case 429:
      return { title: 'Too many requests from here', detail, next: 'retry' }
    default:
      return { title: words.failed, detail, next: 'retry' }
  }
}
