import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Suspense, useRef, useState } from 'react'
import { moderationQueries } from '../../../api/queries/moderation'
import { LoadMore } from '../../../components/ui/LoadMore'
import { Notice } from '../../../components/ui/Notice'
import { Skeleton } from '../../../components/ui/Skeleton'
import { Tabs } from '../../../components/ui/Tabs'
import { plural } from '../../../lib/plural'
import { ReportEntry } from './ReportEntry'

type Status = 'open' | 'closed'

/** A realm's reports, open ones first (newest first, a page at a time), and those already decided. */
export function ReportsList({ realmId, realmName }: { realmId: string; realmName: string }) {
  const [status, setStatus] = useState<Status>('open')
  const open = useSuspenseInfiniteQuery(moderationQueries.reports(realmId, 'open'))
  const openCount = open.data.pages[0]?.open_count ?? 0
  return (
    <Tabs
      label="Reports"
      tabs={[
        { value: 'open', label: `Open (${openCount})` },
        { value: 'closed', label: 'Closed' },
      ]}
      value={status}
      onValueChange={(value) => setStatus(value as Status)}
    >
      <Suspense fallback={<Skeleton className="h-40" />}>
        <ReportsOf key={status} realmId={realmId} realmName={realmName} status={status} />
      </Suspense>
    </Tabs>
  )
}

function ReportsOf({ realmId, realmName, status }: { realmId: string; realmName: string; status: Status }) {
  const list = useSuspenseInfiniteQuery(moderationQueries.reports(realmId, status))
  const reports = list.data.pages.flatMap((page) => page.reports)
  const openCount = list.data.pages[0]?.open_count ?? 0
  // Where focus goes once a report is decided and leaves the list (the last one too).
  const top = useRef<HTMLDivElement>(null)
  return (
    <div ref={top} tabIndex={-1} className="space-y-4 rounded-md">
      {reports.length === 0 ? (
        status === 'open' ? (
          <Notice title="No open reports.">
            <p>When a member reports a post or comment in {realmName}, it shows here, and beside your bell.</p>
          </Notice>
        ) : (
          <Notice title="No closed reports yet.">
            <p>Reports you remove or dismiss are kept here.</p>
          </Notice>
        )
      ) : (
        <>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {status === 'open' ? `${plural(openCount, 'open report')}, newest first.` : 'Decided reports, newest first.'}
          </p>
          {reports.map((report) => (
            <ReportEntry key={report.id} report={report} realmName={realmName} onResolved={() => top.current?.focus()} />
          ))}
          <LoadMore list={list} />
        </>
      )}
    </div>
  )
}
