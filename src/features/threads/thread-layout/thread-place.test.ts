// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type Contribution } from '../../../contract/schemas/contribution'
import { comment, contribution, fullThread } from '../../../test/builders'
import { commentPlace, postPlace } from './thread-place'
import { buildThreadTree, flattenUnits } from '../thread-tree'

const who = (name: string) => ({ secret_identity: { name, avatar: '/avatars/x.svg', color: null, accessory: null } })
const replyTo = (parent: Contribution, name: string, minute: number) =>
  contribution({ parent_post_id: parent.id, created_at: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(), ...who(name) })

describe('postPlace', () => {
  const starter = contribution({ created_at: new Date(Date.UTC(2026, 0, 1, 12)).toISOString(), ...who('Hojicha Hare') })
  const otter = replyTo(starter, 'Oat Milk Otter', 1)
  const hare = replyTo(otter, 'Hojicha Hare', 2)
  const moth = replyTo(hare, 'Matcha Moth', 3)
  const lost = contribution({ parent_post_id: '00000000-0000-4000-8000-999999999999', ...who('Lost Lark') })
  const tree = buildThreadTree(fullThread({ starter, posts: [otter, hare, moth, lost] }))
  const place = (post: Contribution) => {
    const node = tree.byId.get(post.id)
    if (!node) throw new Error('not in the tree')
    return postPlace(node, tree)
  }

  it('says whom each reply answers and how deep it sits, the starter at level 1', () => {
    expect(place(starter)).toBe('thread starter, level 1')
    expect(place(otter)).toBe('replying to Hojicha Hare, level 2')
    expect(place(hare)).toBe('replying to Oat Milk Otter, level 3')
    expect(place(moth)).toBe('replying to Hojicha Hare, level 4')
  })

  it('says so when the post answered is no longer here', () => {
    expect(place(lost)).toBe('replying to a post that is no longer here, level 2')
  })
})

describe('commentPlace', () => {
  const starter = contribution(who('Hojicha Hare'))
  const otter = replyTo(starter, 'Oat Milk Otter', 1)
  const onOtter = comment(otter.id, who('Quince Quail'))
  const answer = comment(otter.id, { parent_comment_id: onOtter.id, ...who('Matcha Moth') })
  const answerToMissing = comment(otter.id, { parent_comment_id: '00000000-0000-4000-8000-999999999998', ...who('Lost Lark') })
  const tree = buildThreadTree(fullThread({ starter, posts: [otter], comments: { [otter.id]: [onOtter, answer, answerToMissing] } }))
  const post = tree.byId.get(otter.id)
  const places = flattenUnits(post?.comments ?? []).map((flat) => commentPlace({ ...flat, post }))

  it('says which post a comment is on, which comment an answer replies to, and the level below the post', () => {
    expect(places).toEqual([
      "on Oat Milk Otter's post, level 3",
      "replying to Quince Quail's comment, level 4",
      'replying to a comment that is no longer here, level 3',
    ])
  })

  it('says so when the post is no longer here', () => {
    const [unit] = post?.comments ?? []
    if (!unit) throw new Error('no comment')
    expect(commentPlace({ unit, level: 0, parent: null, post: undefined })).toBe('on a post that is no longer here, level 2')
  })
})
