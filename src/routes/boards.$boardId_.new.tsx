import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { cachedRealmOfBoard, realmQueries } from '../api/queries/realms'
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
  component: NewThreadPage,
})

function NewThreadPage() {
  const { boardId } = Route.useParams()
  const navigate = Route.useNavigate()
  // The board's realm if a realm fetched already lists it; opened by its address, most likely the default realm.
  const realmSlug = cachedRealmOfBoard(useQueryClient(), boardId)?.slug ?? defaultRealmSlug
  const realm = useQuery(realmQueries.bySlug(realmSlug))
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
