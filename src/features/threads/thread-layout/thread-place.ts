import { type CommentUnit, type PostNode, type ThreadTree } from '../thread-tree'

/*
 * Where a contribution or a comment sits in the thread layout, in the words a screen reader
 * says with its name (docs/decisions/029): whom it answers and how deep it is. Level 1 is the
 * starter; a reply is one level below what it answers, a comment one below its contribution,
 * and an answer to a comment one below that comment. The words are the place, not the
 * indentation: they stay true where the indent stops growing (past six guides, three at 360 px).
 */

/** "replying to Hojicha Hare, level 3"; the starter is "thread starter, level 1". */
export function postPlace(node: PostNode, tree: ThreadTree): string {
  const level = `level ${node.depth + 1}`
  if (node.depth === 0) return `thread starter, ${level}`
  const parent = node.orphan || !node.post.parent_post_id ? undefined : tree.byId.get(node.post.parent_post_id)
  return parent ? `replying to ${parent.post.secret_identity.name}, ${level}` : `replying to a post that is no longer here, ${level}`
}

/**
 * "on Oat Milk Otter's post, level 3" or "replying to Matcha Moth's comment, level 4".
 * `post` is the contribution the comment is on (absent when it is not in the thread any
 * more), `level` how deep it sits among that contribution's comments, `parent` the comment it
 * answers, when that is there.
 */
export function commentPlace({
  unit,
  level,
  parent,
  post,
}: {
  unit: CommentUnit
  level: number
  parent: CommentUnit | null
  post: PostNode | undefined
}): string {
  const where = `level ${(post?.depth ?? 0) + 2 + level}`
  const answered = parent?.parts[0]?.secret_identity.name
  if (answered) return `replying to ${answered}'s comment, ${where}`
  if (unit.orphan) return `replying to a comment that is no longer here, ${where}`
  return post ? `on ${post.post.secret_identity.name}'s post, ${where}` : `on a post that is no longer here, ${where}`
}
