import { describe, expect, it } from 'vitest'
import { deltaStringInput } from '../../api/schemas/delta'
import { cleanOps, contentProblem, hasContent, postContent } from './post-content'

describe('the content a post sends, from the editor', () => {
  it('keeps the formats the editor offers, as a JSON delta the server accepts', () => {
    const value = {
      ops: [
        { insert: 'Bold', attributes: { bold: true } },
        { insert: ' and ' },
        { insert: 'a link', attributes: { link: 'https://tea.example/' } },
        { insert: '\n', attributes: { header: 2 } },
        { insert: 'item' },
        { insert: '\n', attributes: { list: 'bullet' } },
        { insert: 'code' },
        { insert: '\n', attributes: { 'code-block': 'plain' } },
        { insert: { image: 'https://tea.example/pot.png' } },
        { insert: '\n' },
      ],
    }
    const content = postContent(value)
    expect(deltaStringInput.safeParse(content).success).toBe(true)
    expect(JSON.parse(content)).toEqual({
      ops: [
        { insert: 'Bold', attributes: { bold: true } },
        { insert: ' and ' },
        { insert: 'a link', attributes: { link: 'https://tea.example/' } },
        { insert: '\n', attributes: { header: 2 } },
        { insert: 'item' },
        { insert: '\n', attributes: { list: 'bullet' } },
        { insert: 'code' },
        { insert: '\n', attributes: { 'code-block': true } },
        { insert: { image: 'https://tea.example/pot.png' } },
        { insert: '\n' },
      ],
    })
  })

  it('drops what a paste may bring: script links, data images, video, formulas, colours, odd attributes', () => {
    const ops = cleanOps({
      ops: [
        { insert: 'x', attributes: { link: 'javascript:alert(1)', color: 'red', bold: 'yes', script: 'sub' } },
        { insert: { image: 'data:image/png;base64,AAAA' } },
        { insert: { video: 'https://video.example/' } },
        { insert: { formula: 'e=mc^2' } },
        { insert: 'y', attributes: { header: 1 } },
        { insert: '\n', attributes: { header: 7, align: 'center', list: 'checked' } },
      ],
    })
    expect(ops).toEqual([{ insert: 'x' }, { insert: 'y' }, { insert: '\n' }])
  })

  it('ends the document with a newline, as a Quill document does', () => {
    expect(JSON.parse(postContent({ ops: [{ insert: 'no newline' }] }))).toEqual({ ops: [{ insert: 'no newline' }, { insert: '\n' }] })
  })

  it('calls a document of blanks empty, and a lone picture not', () => {
    expect(hasContent({ ops: [{ insert: ' \n\n' }] })).toBe(false)
    expect(hasContent({ ops: [{ insert: { image: 'data:image/png;base64,AA' } }, { insert: '\n' }] })).toBe(false)
    expect(hasContent({ ops: [{ insert: { image: '/images/pot.png' } }, { insert: '\n' }] })).toBe(true)
    expect(contentProblem({ ops: [{ insert: '\n' }] })).toBe('Write something first.')
  })

  it('says when a document is over the size limit, before the server has to', () => {
    expect(contentProblem({ ops: [{ insert: `${'a'.repeat(60 * 1024)}\n` }] })).toBeNull()
    expect(contentProblem({ ops: [{ insert: `${'a'.repeat(65 * 1024)}\n` }] })).toMatch(/too long to post: at most 64 KiB/)
  })
})
