import type { DeltaOp } from '../../../src/contract/shapes/delta-ops'
import type { StarterText } from './corpus'
import type { SeededRandom } from './random'

const line = (attributes?: Record<string, unknown>): DeltaOp => (attributes ? { insert: '\n', attributes } : { insert: '\n' })

/** A starter as a rich delta: bold title, paragraphs, list, quote, link and image. */
export function starterDelta(text: StarterText): string {
  const ops: DeltaOp[] = [{ insert: text.title, attributes: { bold: true } }, line()]
  for (const paragraph of text.paragraphs) ops.push({ insert: paragraph }, line())
  if (text.list) {
    const kind = text.list.ordered ? 'ordered' : 'bullet'
    for (const item of text.list.items) ops.push({ insert: item }, line({ list: kind }))
  }
  if (text.quote) ops.push({ insert: text.quote }, line({ blockquote: true }))
  if (text.link) ops.push({ insert: 'More: ' }, { insert: text.link.text, attributes: { link: text.link.url } }, line())
  if (text.image) ops.push({ insert: { image: `/images/${text.image}` } }, line())
  return JSON.stringify({ ops })
}

/** Reply and comment text, now and then with a little emphasis. */
export function plainDelta(text: string, random: SeededRandom): string {
  const words = text.split(' ')
  if (words.length > 4 && random.chance(0.2)) {
    const at = random.int(0, words.length - 2)
    const style = random.pick([{ bold: true }, { italic: true }, { underline: true }, { strike: true }, { code: true }])
    const before = words.slice(0, at).join(' ')
    const after = words.slice(at + 1).join(' ')
    return JSON.stringify({
      ops: [
        ...(before ? [{ insert: `${before} ` }] : []),
        { insert: words[at], attributes: style },
        { insert: `${after ? ` ${after}` : ''}\n` },
      ],
    })
  }
  return JSON.stringify({ ops: [{ insert: `${text}\n` }] })
}
