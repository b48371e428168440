/**
 * True in a browser (and in jsdom), false where the server renders a page: modules
 * that reach for the window, the document or other tabs at import or while rendering ask this
 * first, so the same components render to HTML on the server.
 */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
