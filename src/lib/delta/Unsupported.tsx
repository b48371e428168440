const UNSUPPORTED_CLASS = [
  'inline-block rounded border border-dashed border-stone-400 px-1.5 text-xs text-stone-700',
  'dark:border-stone-500 dark:text-stone-300',
].join(' ')

/** Stands where a post holds something this app cannot show: a missing piece is said, never hidden. */
export function Unsupported() {
  return <span className={UNSUPPORTED_CLASS}>Unsupported content</span>
}
