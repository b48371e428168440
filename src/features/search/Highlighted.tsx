/**
 * An excerpt with its matches marked: `<mark>` elements made from the server's character
 * offsets, the text itself only ever text (no HTML comes with a result).
 */
export function Highlighted({ text, highlights }: { text: string; highlights: readonly (readonly [number, number])[] }) {
  const parts: { text: string; marked: boolean }[] = []
  let at = 0
  for (const [start, end] of [...highlights].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue
    if (start > at) parts.push({ text: text.slice(at, start), marked: false })
    parts.push({ text: text.slice(start, end), marked: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false })
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-stone-950 dark:bg-amber-300">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
