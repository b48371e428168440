import { renderToStaticMarkup } from 'react-dom/server'
import { appOrigin } from './lib/app-origin'
import { type PageHead } from './components/ui/page-head'

const SITE = 'Teahouse'
// As index.html says it of the app's shell.
const SITE_DESCRIPTION = 'Teahouse: threaded forums where everyone posts under a playful secret identity.'

/**
 * The head tags of a page the server drew, as HTML: its title and description,
 * its address for search engines, and what chat apps and social sites show of a shared link
 * (Open Graph, Twitter cards), for `address` (a path and query). React writes them, so every value is escaped as an attribute
 * or as text: a title holding `"><script>` stays those characters. An invite's address holds
 * its code: it gets no canonical address or og:url, which crawlers would keep.
 */
export function pageHeadTags(head: PageHead, address: string): string {
  const origin = appOrigin()
  // The page itself, whatever its query says (a layout, a post to scroll to).
  const path = new URL(address, origin).pathname
  const title = head.title ?? SITE
  const description = head.description ?? SITE_DESCRIPTION
  const image = head.image === undefined ? null : new URL(head.image, origin).href
  const secret = path.startsWith('/invites/')
  const url = secret ? null : new URL(path, origin).href
  return renderToStaticMarkup(
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE} />
      <meta property="og:type" content={path.startsWith('/threads/') ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </>,
  )
}
