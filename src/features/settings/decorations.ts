import { type Settings } from '../../contract/schemas/decoration'
import { DECORATION_NAMES, type DecorationName } from '../../contract/shapes/decoration-names'

/** The attribute on `<html>` that turns a decoration's styles on (festive.css). */
export const decorationAttributes: Record<DecorationName, string> = {
  FESTIVE_BACKGROUND_FEED: 'data-festive-feed',
  FESTIVE_BACKGROUND_SIDEBAR: 'data-festive-sidebar',
  FESTIVE_CURSOR: 'data-festive-cursor',
}

type Decoration = Settings['decorations'][number]
type KnownDecoration = Decoration & { name: DecorationName }

/** The server may know decorations this app does not: those are neither shown nor applied. */
export const isKnownDecoration = (decoration: Decoration): decoration is KnownDecoration =>
  (DECORATION_NAMES as readonly string[]).includes(decoration.name)

/** The decorations that are on. */
export function decorationsOn(settings: Settings | undefined): DecorationName[] {
  return (settings?.decorations ?? [])
    .filter(isKnownDecoration)
    .filter((decoration) => decoration.value)
    .map((decoration) => decoration.name)
}

/** The settings with one decoration set: what the page shows while the server saves it. */
export function withDecoration(settings: Settings, name: DecorationName, value: boolean): Settings {
  return {
    ...settings,
    decorations: settings.decorations.map((decoration) => (decoration.name === name ? { ...decoration, value } : decoration)),
  }
}
