import Quill from 'quill'
import { BlockEmbed } from 'quill/blots/block'
import { readBlockEmbed, shownUrl } from '../../../lib/delta/embeds'
import { providerNoun } from '../../../lib/delta/providers'
import { EDITOR_EMBEDS, type EditorEmbed, embedForLink } from './editor-embeds'

/**
 * The editor's blots for the embed cards of editor-embeds.ts (part of the editor's chunk: the
 * importer registers them). In the writing area an embed is a small card that cannot be typed
 * into, naming what it stands for ("YouTube video · youtube.com/watch"); how it will really
 * look is the composer's Preview. Its DOM is built from text only, never from HTML.
 */

/** Each card's value as it was given: `value()` hands it back unchanged. */
const values = new WeakMap<Node, unknown>()

const GLYPHS = { video: '▶', post: '❝', picture: '▣', link: '↗' } as const

function span(className: string, text: string, hidden = false): HTMLSpanElement {
  const element = document.createElement('span')
  element.className = className
  element.textContent = text
  if (hidden) element.setAttribute('aria-hidden', 'true')
  return element
}

function fillCard(node: HTMLElement, name: EditorEmbed, value: unknown) {
  const embed = readBlockEmbed({ [name]: value }, {})
  const card = embed?.kind === 'card' ? embed : null
  node.setAttribute('contenteditable', 'false')
  node.classList.add('teahouse-embed-card')
  // Only a link that is really this kind of embed is kept, for a copy pasted back in.
  if (card) node.dataset.url = card.url
  node.append(
    span('teahouse-embed-card-glyph', GLYPHS[card?.provider.shape ?? 'link'], true),
    span('teahouse-embed-card-name', card ? providerNoun(card.provider) : 'Embedded content'),
  )
  if (card) node.append(span('teahouse-embed-card-url', ` · ${shownUrl(card.url)}`))
}

function cardBlot(name: EditorEmbed) {
  return class EmbedCard extends BlockEmbed {
    static override blotName = name
    // A class of its own per name: Quill tells the cards apart by it.
    static override className = `ql-embed-${name}`
    static override tagName = 'DIV'

    static override create(value: unknown) {
      const node = super.create(value)
      if (node instanceof HTMLElement) fillCard(node, name, value)
      values.set(node, value)
      return node
    }

    static override value(node: Node): unknown {
      if (values.has(node)) return values.get(node)
      // A card copied from the editor and pasted back arrives as HTML: it is made again from
      // its link alone, and a link that makes another kind of embed makes none here.
      const url = node instanceof HTMLElement ? node.dataset.url : undefined
      return url ? embedForLink(url)?.[name] : undefined
    }
  }
}

Quill.register(Object.fromEntries(EDITOR_EMBEDS.map((name) => [`formats/${name}`, cardBlot(name)])), true)
