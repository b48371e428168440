import { TAG_LENGTH_MAX, TAG_LIST_MAX, type Tags } from '../../../contract/schemas/tags'

type TagKind = 'index' | 'category' | 'warning' | 'whisper'

/** One tag as the Tags input shows it: a chip of a kind, with its text. */
export interface TagChip {
  kind: TagKind
  value: string
}

export const tagKindNames: Record<TagKind, { one: string; many: string }> = {
  index: { one: 'Index tag', many: 'index tags' },
  category: { one: 'Category', many: 'categories' },
  warning: { one: 'Content warning', many: 'content warnings' },
  whisper: { one: 'Whisper tag', many: 'whisper tags' },
}

/**
 * What a typed tag means: `#word` an index tag, `+word` a category, `cw:` or `cn:` a content
 * warning, anything else a whisper tag. Null when nothing but the prefix is left.
 */
export function parseTag(text: string): TagChip | null {
  const typed = text.trim()
  const warning = /^c[wn]:/i.exec(typed)
  const [kind, rest]: [TagKind, string] = warning
    ? ['warning', typed.slice(warning[0].length)]
    : typed.startsWith('#')
      ? ['index', typed.slice(1)]
      : typed.startsWith('+')
        ? ['category', typed.slice(1)]
        : ['whisper', typed]
  const value = kind === 'category' ? rest.trim().toLowerCase() : rest.trim()
  return value === '' ? null : { kind, value }
}

/** The chip with one more typed tag, unless the same tag is there already. */
export function addTag(chips: readonly TagChip[], chip: TagChip): TagChip[] {
  const same = chips.some((other) => other.kind === chip.kind && other.value.toLowerCase() === chip.value.toLowerCase())
  return same ? [...chips] : [...chips, chip]
}

/** The four lists a post carries, from the chips. */
export function tagLists(chips: readonly TagChip[]): Tags {
  const of = (kind: TagKind) => chips.filter((chip) => chip.kind === kind).map((chip) => chip.value)
  return { whisper_tags: of('whisper'), index_tags: of('index'), category_tags: of('category'), content_warnings: of('warning') }
}

/** The chips of a post's tag lists (a draft's, for instance), in the order the lists come. */
export function tagChips(tags: Tags): TagChip[] {
  return [
    ...tags.content_warnings.map((value) => ({ kind: 'warning' as const, value })),
    ...tags.category_tags.map((value) => ({ kind: 'category' as const, value })),
    ...tags.index_tags.map((value) => ({ kind: 'index' as const, value })),
    ...tags.whisper_tags.map((value) => ({ kind: 'whisper' as const, value })),
  ]
}

/** What breaks the server's limits (design: ≤ 30 tags of each kind, each ≤ 100 characters), said plainly; null when nothing does. */
export function tagProblem(chips: readonly TagChip[]): string | null {
  const long = chips.find((chip) => [...chip.value].length > TAG_LENGTH_MAX)
  if (long) return `“${[...long.value].slice(0, 20).join('')}…” is too long: a tag may have at most ${TAG_LENGTH_MAX} characters.`
  for (const kind of Object.keys(tagKindNames) as TagKind[]) {
    const count = chips.filter((chip) => chip.kind === kind).length
    if (count > TAG_LIST_MAX) return `Too many ${tagKindNames[kind].many}: at most ${TAG_LIST_MAX}, and there are ${count}.`
  }
  return null
}
