import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useIsLoggedIn } from '../api/access-token'
import { feedQueries } from '../api/queries/feeds'
import { realmQueries, realmSlugOfBoard } from '../api/queries/realms'
import { meIfLoggedIn, userQueries } from '../api/queries/users'
import { buttonClass } from '../components/ui/Button'
import { Notice } from '../components/ui/Notice'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'
import { NewThreadForm } from '../features/writing/composer/NewThreadForm'
import { defaultRealmSlug } from '../lib/app-config'
import { writeAccess } from '../lib/write-access'

export const Route = createFileRoute('/boards/$boardId_/new')({
  // A visitor arriving goes to /login first. A session that ends while someone is writing here
  // ('stay': the page reloads its data) must not take them away: "Post" asks them to sign in
  // in place, and their words stay on screen.
  beforeLoad: ({ location, cause }) => {
    if (cause !== 'stay') requireUser(location)
  },
  // The board's realm, for its name here and the header's board list, and the reader's realms:
  // a reader of another realm is told so before writing a word, not refused after.
  loader: async ({ context: { queryClient }, params: { boardId } }) => {
    const [realmSlug] = await Promise.all([
      realmSlugOfBoard(queryClient, boardId, () => queryClient.ensureInfiniteQueryData(feedQueries.board(boardId)).catch(() => undefined)),
      meIfLoggedIn(queryClient),
    ])
    if (realmSlug) await queryClient.ensureQueryData(realmQueries.bySlug(realmSlug)).catch(() => undefined)
    return { realmSlug }
  },
  component: NewThreadPage,
})

function NewThreadPage() {
  const { boardId } = Route.useParams()
  const navigate = Route.useNavigate()
  const { realmSlug } = Route.useLoaderData()
  const realm = useQuery(realmQueries.bySlug(realmSlug ?? defaultRealmSlug))
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  const boardName = realm.data?.boards.find((board) => board.id === boardId)?.name ?? 'this board'
  const back = () => void navigate({ to: '/boards/$boardId', params: { boardId } })
  // Only a realm known to hold this board says who may write; otherwise the server decides.
  const access = realmSlug ? writeAccess(loggedIn, me.data, realm.data?.id) : 'member'
  if (access === 'outsider' && realm.data) {
    return <MembersOnly boardId={boardId} boardName={boardName} realmName={realm.data.name} />
  }
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

function MembersOnly({ boardId, boardName, realmName }: { boardId: string; boardName: string; realmName: string }) {
  return (
    <div className="space-y-4">
      <PageHeading>New thread</PageHeading>
      <Notice title={`Only members of ${realmName} can start threads on ${boardName}`}>
        <p>Ask a moderator of {realmName} for an invite: once you are a member, you can start threads here.</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/boards/$boardId" params={{ boardId }} className={buttonClass('secondary')}>
            Go to {boardName}
          </Link>
        </div>
      </Notice>
    </div>
  )
}
