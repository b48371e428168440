/**
 * Two statements (or runs of statements) of one transaction sent together — on a pipelined
 * connection in one round trip (pool.ts) — answered once both have settled. Promise.all would
 * reject at the first failure while the other ran on: the transaction would then roll back and
 * give its connection back under a statement still to be sent, which would run outside it, in
 * autocommit or in the next transaction on that connection. The first failure, in the order
 * given, is the one thrown: a conflict the first statement met (retry-conflicts.ts) is not
 * hidden by the "transaction aborted" the second then got.
 */
export async function together<A, B>(first: PromiseLike<A>, second: PromiseLike<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second])
  if (a.status === 'rejected') throw a.reason
  if (b.status === 'rejected') throw b.reason
  return [a.value, b.value]
}
