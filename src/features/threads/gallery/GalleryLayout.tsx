import { useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../../components/ui/Button'
import { Notice } from '../../../components/ui/Notice'
import { Tabs } from '../../../components/ui/Tabs'
import { type ScrollRequest, WindowList } from '../../../components/ui/WindowList'
import { showToast } from '../../../components/ui/toasts'
import { type Posted } from '../../../lib/composer-target'
import { PictureSizes } from '../../../lib/delta/picture-viewer'
import { useMediaQuery } from '../../../lib/use-media-query'
import { useComposer } from '../composer-context'
import { GalleryCard } from './GalleryCard'
import { UnreadBar } from '../unread/UnreadBar'
import { buildThreadTree, postKey } from '../thread-tree'
import { type GalleryEntry as Card, galleryCards } from './gallery-cards'
import { type LayoutProps } from '../thread-layouts'

/** From this many cards on, only those near the viewport are in the page (decision 011). */
const WINDOW_FROM_CARDS = 60

/**
 * The gallery layout: the starter as a cover that can be folded away, then its direct replies
 * as cards in columns, "New" apart from "All". `?post=` goes to the card the post is on.
 */
export function GalleryLayout({ thread, complete, titleBlock, targetPostId }: LayoutProps) {
  const tree = useMemo(() => buildThreadTree(thread), [thread])
  const gallery = useMemo(() => galleryCards(tree), [tree])
  const wide = useMediaQuery('(min-width: 640px)')
  // Until the reader picks a tab, it follows the thread: "New" when there is something new
  // (which a feed's copy of the starter alone cannot tell yet).
  const [chosenTab, setTab] = useState<'new' | 'all' | null>(null)
  const tab = chosenTab ?? (gallery.fresh.length > 0 ? 'new' : 'all')
  const [coverOpen, setCoverOpen] = useState(true)
  const [openComments, setOpenComments] = useState<ReadonlySet<string>>(new Set())
  const [current, setCurrent] = useState<string | null>(null)
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null)
  const cover = useRef<HTMLDivElement>(null)
  const [coverFocus, setCoverFocus] = useState(0)
  useEffect(() => {
    if (coverFocus === 0) return
    const article = cover.current?.querySelector('article')
    article?.scrollIntoView({ block: 'center' })
    article?.focus({ preventScroll: true })
  }, [coverFocus])

  const toggleComments = (postId: string) =>
    setOpenComments((before) => {
      const next = new Set(before)
      if (!next.delete(postId)) next.add(postId)
      return next
    })
  const goTo = (card: Card, { openCommentsToo = false } = {}) => {
    if (openCommentsToo) setOpenComments((before) => new Set(before).add(card.node.post.id))
    setCurrent(card.key)
    setScrollRequest((before) => ({ key: card.key, seq: (before?.seq ?? 0) + 1 }))
  }

  // `?post=`: the cover, or the card holding the post (its ancestor among the starter's replies).
  const [handledTarget, setHandledTarget] = useState<string | null>(null)
  const targetNode = complete && targetPostId ? tree.byId.get(targetPostId) : undefined
  if (targetNode && handledTarget !== targetPostId) {
    setHandledTarget(targetNode.post.id)
    const cardId = targetNode.depth === 0 ? null : (targetNode.guides[0] ?? targetNode.post.id)
    const card = gallery.all.find((candidate) => candidate.node.post.id === cardId)
    if (card) {
      if (!card.hasNew) setTab('all')
      goTo(card)
    } else {
      setCoverOpen(true)
      setCurrent(postKey(tree.starter.post.id))
      setCoverFocus((before) => before + 1)
    }
  }

  // What was just written: a new card (a reply to the cover), or a comment on a card, which
  // opens its comments. A reply to a card nests deeper than the gallery shows: say where it is.
  const showPosted = (posted: Posted) => {
    // Edited words stay where they were, on their card or the cover: focus goes back to it.
    if (posted.kind === 'edited') {
      if (tree.byId.get(posted.postId)?.depth === 0) setCoverFocus((before) => before + 1)
      else {
        setCurrent(postKey(posted.postId))
        setScrollRequest((before) => ({ key: postKey(posted.postId), seq: (before?.seq ?? 0) + 1 }))
      }
      return
    }
    // The tree drawn so far has the parent, not yet what was just added to the cache.
    if (posted.kind === 'reply' && (tree.byId.get(posted.parentId)?.depth ?? 0) > 0) {
      showToast({ tone: 'info', title: 'Reply posted.', description: 'Replies to a card are in the thread layout.' })
      return
    }
    if (posted.kind === 'comment') setOpenComments((before) => new Set(before).add(posted.postId))
    if (posted.kind === 'comment' && tree.byId.get(posted.postId)?.depth === 0) {
      setCoverFocus((before) => before + 1)
      return
    }
    setTab('all')
    setCurrent(postKey(posted.postId))
    setScrollRequest((before) => ({ key: postKey(posted.postId), seq: (before?.seq ?? 0) + 1 }))
  }

  const fresh = gallery.fresh
  // The card a composer is open on stays in the page while the reader scrolls away.
  const composerTarget = useComposer()?.target
  const composerCard = composerTarget ? postKey(composerTarget.postId) : null
  const position = current === null ? 0 : fresh.findIndex((card) => card.key === current) + 1
  const step = (direction: 1 | -1) => {
    const next = fresh[position - 1 + direction]
    if (!next) return
    setTab('new')
    goTo(next, { openCommentsToo: !next.node.post.new })
  }

  const cards = tab === 'new' ? fresh : gallery.all
  const renderCard = (card: Card) => (
    <div className="pb-4 sm:px-2">
      <GalleryCard
        node={card.node}
        threadId={thread.id}
        boardId={thread.parent_board_id}
        starterIdentity={thread.starter.secret_identity}
        commentsOpen={openComments.has(card.node.post.id)}
        onToggleComments={() => toggleComments(card.node.post.id)}
        current={current === card.key}
        onPosted={showPosted}
      />
    </div>
  )

  return (
    <div className="space-y-4">
      <div ref={cover} className="space-y-2">
        <Button variant="quiet" aria-expanded={coverOpen} onClick={() => setCoverOpen(!coverOpen)}>
          {coverOpen ? 'Hide cover' : 'Show cover'}
        </Button>
        {coverOpen && (
          <GalleryCard
            node={gallery.cover}
            threadId={thread.id}
            boardId={thread.parent_board_id}
            starterIdentity={thread.starter.secret_identity}
            skipBlock={titleBlock}
            commentsOpen={openComments.has(gallery.cover.post.id)}
            onToggleComments={() => toggleComments(gallery.cover.post.id)}
            current={current === postKey(gallery.cover.post.id)}
            onPosted={showPosted}
          />
        )}
      </div>
      {complete ? (
        <Tabs
          label="Replies"
          tabs={[
            { value: 'new', label: `New (${fresh.length})` },
            { value: 'all', label: `All (${gallery.all.length})` },
          ]}
          value={tab}
          onValueChange={(next) => setTab(next === 'new' ? 'new' : 'all')}
        >
          {cards.length === 0 ? (
            <Notice title={tab === 'new' ? 'Nothing new since your last visit.' : 'No replies yet.'} />
          ) : (
            // Two columns of cards from 640 px: each picture is drawn half as wide as in a post.
            <PictureSizes value="(min-width: 48rem) 22rem, (min-width: 40rem) calc(50vw - 3rem), calc(100vw - 3rem)">
              <WindowList
                items={cards}
                itemKey={(card) => card.key}
                renderItem={renderCard}
                estimateSize={() => 320}
                windowFrom={WINDOW_FROM_CARDS}
                columns={wide ? 2 : 1}
                scrollRequest={scrollRequest}
                className="sm:-mx-2"
                keepKey={composerCard}
              />
            </PictureSizes>
          )}
        </Tabs>
      ) : (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          Loading the replies…
        </p>
      )}
      {complete && fresh.length > 0 && (
        <UnreadBar total={fresh.length} position={position} onPrevious={() => step(-1)} onNext={() => step(1)} />
      )}
    </div>
  )
}
