import Quill from 'quill'
import { BlockEmbed } from 'quill/blots/block'
import { assetUrl } from '../../../lib/asset-url'
import { readBlockEmbed } from '../../../lib/delta/embeds'

/**
 * The editor's blots for pictures from the device (part of the editor's chunk):
 * - `block-image`, the reference editor's picture on a line of its own, as design.md stores an
 *   upload: `{src, width, height}` with its description in the `alt` attribute. Shown at its
 *   own shape (width and height set, so nothing jumps while it loads).
 * - `upload-placeholder`, where a picture being uploaded will go: its value is the upload's id.
 *   Never posted (post-content.ts drops it); the composer refuses to post while one is there.
 * Their DOM is built from values, never from HTML.
 */

const values = new WeakMap<Node, unknown>()

class BlockImageBlot extends BlockEmbed {
  static override blotName = 'block-image'
  static override className = 'ql-block-image'
  static override tagName = 'DIV'

  static override create(value: unknown) {
    const node = super.create(value) as HTMLElement
    node.setAttribute('contenteditable', 'false')
    const picture = readBlockEmbed({ 'block-image': value }, {})
    const src = picture?.kind === 'picture' ? assetUrl(picture.src) : null
    if (picture?.kind === 'picture' && src) {
      const image = document.createElement('img')
      image.src = src
      image.alt = ''
      if (picture.width && picture.height) {
        image.width = picture.width
        image.height = picture.height
      }
      node.append(image)
    }
    values.set(node, value)
    return node
  }

  static override value(node: Node): unknown {
    return values.get(node)
  }

  /** The description, kept on the node: Quill reads it back into the op's attributes. */
  static override formats(node: HTMLElement): Record<string, string> {
    return node.dataset.alt ? { alt: node.dataset.alt } : {}
  }

  override format(name: string, value: unknown) {
    if (name !== 'alt') return super.format(name, value)
    const node = this.domNode as HTMLElement
    if (typeof value === 'string' && value !== '') node.dataset.alt = value
    else delete node.dataset.alt
    const image = node.querySelector('img')
    if (image) image.alt = node.dataset.alt ?? ''
  }
}

class UploadPlaceholderBlot extends BlockEmbed {
  static override blotName = 'upload-placeholder'
  static override className = 'ql-upload-placeholder'
  static override tagName = 'DIV'

  static override create(value: unknown) {
    const node = super.create(value) as HTMLElement
    node.setAttribute('contenteditable', 'false')
    node.dataset.uploadId = String(value)
    node.textContent = 'Picture uploading…'
    values.set(node, value)
    return node
  }

  static override value(node: Node): unknown {
    return values.get(node)
  }
}

Quill.register({ 'formats/block-image': BlockImageBlot, 'formats/upload-placeholder': UploadPlaceholderBlot }, true)
