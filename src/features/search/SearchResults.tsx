import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { searchQueries } from '../../api/queries/search'
import { type SearchResult } from '../../contract/schemas/search'
import { LoadMore } from '../../components/ui/LoadMore'
import { Notice } from '../../components/ui/Notice'
import { highlightParam } from '../../lib/highlight/find-words'
import { Avatar } from '../../components/forum/Avatar'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { Highlighted } from './Highlighted'

/**
 * The results of one search, best first, each opening its thread at the post or comment with
 * the words it was found by marked there too; "Load more" for the next 20.
 */
export function SearchResults({ q, realm, board }: { q: string; realm: string; board?: string }) {
  const list = useSuspenseInfiniteQuery(searchQueries.results({ q, realm, board }))
  const results = list.data.pages.flatMap((page) => page.results)
  if (results.length === 0) {
    return (
      <Notice title={`Nothing found for “${q}”.`}>
        <ul className="list-disc space-y-1 pl-5">
          <li>Try fewer words, or other ones: words are matched by their stem, so “steeping” finds “steep”.</li>
          <li>Put words in quotes to find them together: “green tea”.</li>
          <li>A minus leaves a word out: tea -bitter. “or” finds either: oolong or puerh.</li>
          <li>#tag finds posts tagged so.</li>
        </ul>
      </Notice>
    )
  }
  return (
    <div className="space-y-4">
      <ol className="space-y-3" aria-label={`Results for ${q}`}>
        {results.map((result) => (
          <li key={result.comment_id ?? result.post_id}>
            <Link
              to="/threads/$threadId"
              params={{ threadId: result.thread_id }}
              search={{ post: result.post_id, comment: result.comment_id ?? undefined, highlight: markedWords(result) }}
              resetScroll={false}
              className="block space-y-1 rounded-lg border border-stone-300 bg-white px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800"
            >
              <span className="block font-semibold text-teal-900 dark:text-teal-200">{result.title}</span>
              {/* A starter that is its title alone has no more words to quote. */}
              {result.excerpt !== '' && (
                <span className="block text-sm break-words">
                  <Highlighted text={result.excerpt} highlights={result.highlights} />
                </span>
              )}
              <span className="flex flex-wrap items-center gap-2 text-xs text-stone-700 dark:text-stone-300">
                <Avatar path={result.secret_identity.avatar} size={20} className="rounded-full" />
                <span>
                  {result.secret_identity.name}
                  {result.comment_id ? ', in a comment' : ''}
                </span>
                <RelativeTime dateTime={result.created_at} />
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <LoadMore list={list} />
    </div>
  )
}

/** The words marked in a result's excerpt, for `?highlight=`: the forms the search found, not the ones typed. */
function markedWords({ excerpt, highlights }: SearchResult): string | undefined {
  return highlightParam(highlights.map(([start, end]) => excerpt.slice(start, end)))
}
