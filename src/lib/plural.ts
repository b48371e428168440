const rules = new Intl.PluralRules('en')

/** "1 post", "3 posts": English plurals through the platform's rules. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en')} ${rules.select(count) === 'one' ? one : other}`
}
