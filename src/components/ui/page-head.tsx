import { createContext, type ReactNode, useContext, useEffect } from 'react'

/** What a page's head says of it: its title, and for shared links, a description and a picture. */
export interface PageHead {
  title?: string
  description?: string
  /** An address the page's content has (root-relative or absolute): the server makes it absolute. */
  image?: string
}

const Collected = createContext<PageHead | null>(null)

/**
 * On the server (docs/decisions/038): the page's parts write what its head says into `head` while it
 * is drawn, and src/entry-server.tsx writes the head's tags from it.
 */
export function CollectPageHead({ head, children }: { head: PageHead; children: ReactNode }) {
  return <Collected value={head}>{children}</Collected>
}

/**
 * Says what the page's head says. Drawn on the server, that goes into the HTML's head (its
 * title, description and link-preview tags); in the browser the document's title follows.
 * Parts drawn later say more (the thread's description after its title), and the last says
 * what it says of one thing.
 */
export function usePageHead(head: PageHead): void {
  const collected = useContext(Collected)
  if (collected) {
    for (const [key, value] of Object.entries(head)) if (value !== undefined) Object.assign(collected, { [key]: value })
  }
  useEffect(() => {
    if (head.title !== undefined) document.title = head.title
  }, [head.title])
}
