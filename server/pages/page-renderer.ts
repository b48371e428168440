import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** A page as the app's server build renders it (src/entry-server.tsx). */
export interface RenderedPage {
  status: number
  head: string
  html: string
  payload: unknown
}

/** What the server build exports: the renderer, and where its API requests and links go. */
export interface PageRenderer {
  renderPage(url: string, now: Date): Promise<RenderedPage>
  /** The address as the page reads it (src/entry-server.tsx): only that one is drawn. */
  canonicalPath(url: string): string
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void
  setServerOrigin(origin: string): void
}

const isRenderer = (module: Record<string, unknown>): boolean =>
  ['renderPage', 'canonicalPath', 'setApiTransport', 'setServerOrigin'].every((name) => typeof module[name] === 'function')

/**
 * The app's server build (`dist-server/entry-server.js`, made by `npm run build`; not under `dist/`, which is served to anyone), or null
 * when there is none: then every page is the app's shell, drawn by the browser. Loaded, not
 * imported: it is the build's output (Vite wrote its `import.meta.env` in), not a source file.
 */
export async function loadPageRenderer(root: string): Promise<PageRenderer | null> {
  const file = join(root, 'dist-server', 'entry-server.js')
  if (!existsSync(file)) return null
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  if (!isRenderer(module))
    throw new Error(`${file} is not the app's server build: it lacks renderPage, canonicalPath, setApiTransport or setServerOrigin`)
  return module as unknown as PageRenderer
}
