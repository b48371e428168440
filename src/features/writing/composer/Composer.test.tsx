import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/client'
import { saveDraft } from '../../../lib/drafts/drafts'
import { renderWithRouter } from '../../../test/render-with-router'
import { Composer, type Written } from './Composer'

// A real Quill and its lazy chunk: more time than the default second on a busy machine.
configure({ asyncUtilTimeout: 3000 })

const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
// A video is stored as the reference editor reads it best: its embed address.
const embedded = 'https://www.youtube.com/embed/dQw4w9WgXcQ'
const TITLE = 'Reply to Licorice Lion'
const PLACE = { userId: 'u1', scope: 't1', parentId: 'p1', kind: 'reply' } as const

beforeAll(async () => {
  await import('../editor/QuillEditor')
  // jsdom has no layout: Quill scrolls its caret into view after a paste.
  Element.prototype.scrollIntoView ??= () => undefined
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

beforeEach(() => localStorage.clear())

/** A reply composer on its own; `sent` holds what Post sends. */
async function openComposer() {
  const sent: Written[] = []
  const send = vi.fn((written: Written) => {
    sent.push(written)
    return Promise.resolve(written)
  })
  await renderWithRouter(<Composer title={TITLE} draft={PLACE} withTags send={send} onPosted={() => undefined} onClose={() => undefined} />)
  const editor = await screen.findByRole('textbox', { name: TITLE })
  await waitFor(() => expect(editor).toHaveFocus())
  return { editor, sent }
}

const sentOps = (sent: Written[]) => JSON.parse(sent.at(-1)?.contents[0] ?? '{}').ops
const offerStatus = () => screen.getAllByRole('status').find((status) => status.textContent !== '')

describe('pasting a link to a video or post', () => {
  it('offers to embed it without taking the focus; Embed makes it a card, the caret after it, and Post sends the embed', async () => {
    const { editor, sent } = await openComposer()
    await userEvent.keyboard('Watch this:{Enter}')
    await userEvent.paste(video)

    expect(offerStatus()).toHaveTextContent(/^Embed this YouTube video\?/)
    // The offer does not take the focus: writing goes on where it was.
    expect(editor).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Embed' }))

    expect(editor).toHaveFocus()
    expect(offerStatus()).toBeUndefined()
    const card = editor.querySelector('[contenteditable="false"]')
    expect(card).toHaveTextContent('YouTube video · youtube.com/embed/dQw4w9WgXcQ')
    expect(editor).not.toHaveTextContent(video)
    // The caret is on the line after the card: what is typed goes there.
    await userEvent.keyboard('Lovely')
    expect(card?.nextElementSibling).toHaveTextContent('Lovely')

    await userEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sentOps(sent)).toEqual([{ insert: 'Watch this:\n' }, { insert: { 'youtube-video': embedded } }, { insert: 'Lovely\n' }])
  })

  it('gives the link back with one undo after Embed', async () => {
    const { editor } = await openComposer()
    await userEvent.paste(video)
    await userEvent.click(screen.getByRole('button', { name: 'Embed' }))
    expect(editor.querySelector('[contenteditable="false"]')).not.toBeNull()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(editor.querySelector('[contenteditable="false"]')).toBeNull()
    expect(editor).toHaveTextContent(video)
  })

  it('is reached with Tab from the writing area; "Keep as link" makes the text a link and puts the offer away', async () => {
    const { editor, sent } = await openComposer()
    await userEvent.paste(video)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Embed' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')

    expect(editor).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument()
    expect(within(editor).getByRole('link', { name: video })).toHaveAttribute('href', video)
    await userEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sentOps(sent)).toEqual([{ insert: video, attributes: { link: video } }, { insert: '\n' }])
  })

  it('goes away with Escape, in the writing area or on its buttons, leaving the text as it was', async () => {
    const { editor } = await openComposer()
    await userEvent.paste(video)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument()
    expect(editor).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    await userEvent.paste(video)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Embed' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument()
    expect(editor).toHaveFocus()
    expect(editor.querySelector('[contenteditable="false"], a')).toBeNull()
  })

  it('goes away once writing goes on', async () => {
    await openComposer()
    await userEvent.paste(video)
    expect(screen.getByRole('button', { name: 'Embed' })).toBeInTheDocument()
    await userEvent.keyboard(' ')
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument()
  })

  it.each([
    ['a link in the middle of a sentence', 'Watch ', video],
    ['a link to no video or post', '', 'https://tea.example/steeping'],
    ['a link and words', '', `${video} is lovely`],
  ])('is not offered for %s', async (_what, before, pasted) => {
    const { editor } = await openComposer()
    if (before) await userEvent.keyboard(before)
    await userEvent.paste(pasted)
    expect(editor).toHaveTextContent(`${before}${pasted}`.trim())
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument()
  })
})

describe('an embed kept in a draft', () => {
  it('comes back as its card; a hostile value shows no link and is not posted', async () => {
    const hostile = { 'youtube-video': { url: 'javascript:alert(1)', title: '"><img src=x onerror=alert(1)>' } }
    saveDraft(PLACE, { parts: [{ ops: [{ insert: { 'youtube-video': video } }, { insert: hostile }, { insert: 'Still here\n' }] }] })
    const { editor, sent } = await openComposer()
    const cards = editor.querySelectorAll('.teahouse-embed-card')
    expect([...cards].map((card) => card.textContent)).toEqual(['▶YouTube video · youtube.com/watch', '↗Embedded content'])
    expect(editor.querySelector('img')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sentOps(sent)).toEqual([{ insert: { 'youtube-video': embedded } }, { insert: 'Still here\n' }])
  })
})

/** What a paste of some HTML hands the editor, as a browser's clipboard would. */
const htmlClipboard = (html: string, text: string) =>
  ({
    getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : ''),
    types: ['text/html', 'text/plain'],
    files: [],
    items: [],
  }) as unknown as DataTransfer

describe('cards pasted as HTML', () => {
  it('makes a card copied from the editor again from its link alone, and nothing of a card whose link is no video', async () => {
    const { editor, sent } = await openComposer()
    const copied = `<div class="ql-embed-youtube-video teahouse-embed-card" data-url="${video}">YouTube video</div>`
    await userEvent.paste(htmlClipboard(copied, 'YouTube video'))
    expect(editor.querySelector('.teahouse-embed-card')).toHaveTextContent('YouTube video · youtube.com/embed/dQw4w9WgXcQ')

    await userEvent.paste(
      htmlClipboard('<div class="ql-embed-youtube-video" data-url="javascript:alert(1)">Sneaky</div><div>Plain words</div>', 'Sneaky'),
    )
    expect(editor.querySelectorAll('.teahouse-embed-card')).toHaveLength(1)
    expect(editor).toHaveTextContent('Plain words')
    await userEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sentOps(sent)[0]).toEqual({ insert: { 'youtube-video': embedded } })
  })
})

describe('Preview', () => {
  it('shows what will be posted, keeps the editor and its words, and says when there is nothing yet', async () => {
    const { editor } = await openComposer()
    const mode = screen.getByRole('group', { name: `Write or preview, ${TITLE}` })
    await userEvent.click(within(mode).getByRole('button', { name: 'Preview' }))
    const preview = screen.getByRole('region', { name: `Preview of ${TITLE}` })
    expect(preview).toHaveTextContent('Nothing to preview yet.')
    expect(within(mode).getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('textbox', { name: TITLE })).not.toBeInTheDocument()

    await userEvent.click(within(mode).getByRole('button', { name: 'Write' }))
    expect(screen.queryByRole('region', { name: `Preview of ${TITLE}` })).not.toBeInTheDocument()
    editor.focus()
    await userEvent.keyboard('{Control>}b{/Control}Strong{Control>}b{/Control} tea')
    await userEvent.click(within(mode).getByRole('button', { name: 'Preview' }))

    const shown = screen.getByRole('region', { name: `Preview of ${TITLE}` })
    expect(shown).toHaveTextContent('Strong tea')
    expect(within(shown).getByText('Strong').tagName).toBe('STRONG')
    // Nothing of the editor is shown in the preview: it is the renderer's, not Quill's.
    expect(within(shown).queryByRole('textbox')).not.toBeInTheDocument()

    await userEvent.click(within(mode).getByRole('button', { name: 'Write' }))
    expect(screen.getByRole('textbox', { name: TITLE })).toBe(editor)
    expect(editor).toHaveTextContent('Strong tea')
  })

  it('shows an embed as the thread will, not the link', async () => {
    await openComposer()
    await userEvent.paste(video)
    await userEvent.click(screen.getByRole('button', { name: 'Embed' }))
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const preview = screen.getByRole('region', { name: `Preview of ${TITLE}` })
    expect(preview).not.toHaveTextContent('Nothing to preview yet.')
    expect(within(preview).getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', embedded)
  })
})

describe('editing words already posted', () => {
  const EDIT = { userId: 'u1', scope: 't1', parentId: 'p1', kind: 'edit' } as const
  const start = {
    parts: [{ ops: [{ insert: 'As it was posted.\n' }] }],
    tags: { whisper_tags: ['late'], index_tags: [], category_tags: [], content_warnings: [] },
  }

  async function openEdit(extra: Partial<Parameters<typeof Composer<Written>>[0]> = {}) {
    const sent: Written[] = []
    const onClose = vi.fn()
    const send = vi.fn((written: Written) => {
      sent.push(written)
      return Promise.resolve(written)
    })
    await renderWithRouter(
      <Composer
        title="Edit your post"
        draft={EDIT}
        withTags
        verb="save"
        start={start}
        base={3}
        send={send}
        onPosted={() => undefined}
        onClose={onClose}
        {...extra}
      />,
    )
    const editor = await screen.findByRole('textbox', { name: 'Edit your post' })
    await waitFor(() => expect(editor).toHaveFocus())
    return { editor, sent, onClose }
  }

  it('starts from the words and tags as posted; Save with nothing changed sends nothing and closes, Cancel asks nothing', async () => {
    const { editor, sent, onClose } = await openEdit()
    expect(editor).toHaveTextContent('As it was posted.')
    expect(screen.getByRole('button', { name: /late/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(sent).toHaveLength(0)
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('keeps a changed edit as a draft with the revision it was written against', async () => {
    const { sent } = await openEdit()
    await userEvent.keyboard('Fixed. ')
    await waitFor(() => expect(JSON.parse(localStorage.getItem('teahouse.drafts') ?? '{}')['u1/t1/p1/edit']?.base).toBe(3))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.contents[0]).toContain('Fixed. ')
    expect(sent[0]?.contents[0]).toContain('As it was posted.')
    expect(sent[0]?.tags?.whisper_tags).toEqual(['late'])
  })

  it("draws its own way out of the server's refusal (a conflict) instead of the plain message, and sends again from it", async () => {
    let refuse = true
    const send = vi.fn((written: Written) => (refuse ? Promise.reject(new ApiError(412, 'It changed.')) : Promise.resolve(written)))
    const onPosted = vi.fn()
    await openEdit({
      send,
      onPosted,
      renderRefusal: (error, ways) => (
        <div role="alertdialog" aria-label="Conflict">
          {error.message} {ways.written.contents[0]?.includes('Mine.') ? 'with mine' : 'without mine'}
          <button
            type="button"
            onClick={() => {
              refuse = false
              ways.sendAgain()
            }}
          >
            Again
          </button>
        </div>
      ),
    })
    await userEvent.keyboard('Mine. ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const conflict = await screen.findByRole('alertdialog', { name: 'Conflict' })
    expect(conflict).toHaveTextContent('It changed. with mine')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(within(conflict).getByRole('button', { name: 'Again' }))
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1))
    expect(send).toHaveBeenCalledTimes(2)
  })
})
