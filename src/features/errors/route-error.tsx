import { type ErrorComponentProps } from '@tanstack/react-router'
import { type ComponentType, type ReactNode } from 'react'
import { ApiError } from '../../api/client'
import { ErrorNotice } from './ErrorNotice'
import { type ErrorWords } from './error-words'

interface RouteErrorOptions {
  /**
   * The page's own frame (its heading, a board's name): the notice is boxed inside it. Without
   * one, the notice's title is the page's heading: a page with nothing else to head it.
   */
  frame?: ComponentType<{ children: ReactNode }>
  /** A page of its own for a 404 or a 400, where the usual words would say too little (an invite). */
  missing?: ComponentType
}

/**
 * A route's `errorComponent`: why the page's data could not be shown, in the page's words
 * (ErrorNotice), and what to do next. Every route that loads data says it this one way. Kept
 * small: every page's first load fetches its route's error component with the page.
 */
export function routeError(words: ErrorWords, { frame: Frame, missing: Missing }: RouteErrorOptions = {}) {
  return function RouteError({ error }: ErrorComponentProps) {
    if (Missing && error instanceof ApiError && (error.status === 404 || error.status === 400)) return <Missing />
    if (!Frame) return <ErrorNotice error={error} words={words} as="page" />
    return (
      <Frame>
        <ErrorNotice error={error} words={words} />
      </Frame>
    )
  }
}
