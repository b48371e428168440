import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/realm-admin/AdminPage'
import { BoardsAdmin } from '../features/realm-admin/boards/BoardsAdmin'
import { adminRoute } from './-components/admin-route'
import { BoardDescriptionEditor } from './-components/BoardDescriptionEditor'

/** The realm's boards, run by its moderators (design.md, "Realm admin"): the first of its admin pages. */
export const Route = createFileRoute('/realms/$realmSlug_/admin')({
  ...adminRoute('Boards', {
    missing: "This realm doesn't exist",
    forMembers: "The realm's boards are run by its moderators",
    failed: "The boards didn't load",
  }),
  component: BoardsPage,
})

function BoardsPage() {
  const { realmSlug } = Route.useParams()
  const { moderator } = Route.useLoaderData()
  return (
    <AdminPage title="Boards" realmSlug={realmSlug} moderator={moderator}>
      {(realm) => <BoardsAdmin realm={realm} Editor={BoardDescriptionEditor} />}
    </AdminPage>
  )
}
