import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { feedQueries } from '../api/queries/feeds'
import { realmQueries, realmSlugOfBoard } from '../api/queries/realms'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'
import { NewThreadForm } from '../features/writing/NewThreadForm'
import { defaultRealmSlug } from '../lib/app-config'

export const Route = createFileRoute('/boards/$boardId_/new')({
  // A visitor arriving goes to /login first. A session that ends while someone is writing here
  // ('stay': the page reloads its data) must not take them away: "Post" asks them to sign in
  // in place, and their words stay on screen.
  beforeLoad: ({ location, cause }) => {
    if (cause !== 'stay') requireUser(location)
  },
  // The board's realm, for its name here and the header's board list.
  loader: async ({ context: { queryClient }, params: { boardId } }) => ({
    realmSlug: await realmSlugOfBoard(queryClient, boardId, () =>
      queryClient.ensureInfiniteQueryData(feedQueries.board(boardId)).catch(() => undefined),
    ),
  }),
  component: NewThreadPage,
})

function NewThreadPage() {
  const { boardId } = Route.useParams()
  const navigate = Route.useNavigate()
  const realm = useQuery(realmQueries.bySlug(Route.useLoaderData().realmSlug ?? defaultRealmSlug))
  const boardName = realm.data?.boards.find((board) => board.id === boardId)?.name ?? 'this board'
  const back = () => void navigate({ to: '/boards/$boardId', params: { boardId } })
  return (
    <div className="space-y-4">
      <PageHeading>New thread</PageHeading>
      <NewThreadForm
        boardId={boardId}
        boardName={boardName}
        // The thread replaces this page in the history: Back goes to the board, not to an empty form.
        onStarted={(thread) => void navigate({ to: '/threads/$threadId', params: { threadId: thread.id }, replace: true })}
        onCancel={back}
      />
    </div>
  )
}
