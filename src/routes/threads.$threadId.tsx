import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { threadQueries } from '../api/queries/threads'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { PageHeading } from '../components/ui/PageHeading'
import { ThreadPosts } from '../features/threads/ThreadPosts'
import { plural } from '../lib/plural'

export const Route = createFileRoute('/threads/$threadId')({
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(threadQueries.detail(params.threadId))
  },
  errorComponent: ({ error }) => (
    <div className="space-y-4">
      <PageHeading>Thread</PageHeading>
      <ErrorNotice error={error} what="this thread" />
    </div>
  ),
  component: ThreadPage,
})

function ThreadPage() {
  const { threadId } = Route.useParams()
  const { data: thread } = useSuspenseQuery(threadQueries.detail(threadId))
  return (
    <div className="space-y-4">
      <PageHeading>Thread by {thread.starter.secret_identity.name}</PageHeading>
      <p className="text-stone-700 dark:text-stone-300">
        {plural(thread.total_posts_amount, 'post')}, {plural(thread.total_comments_amount, 'comment')}
      </p>
      <ThreadPosts thread={thread} />
    </div>
  )
}
