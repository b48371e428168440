// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boardIds, demoRealm } from '../test/builders'
import { latestBoardIds, readableBoardIds } from './readable-boards'

describe('the boards a reader sees threads of', () => {
  it('are the open ones for anyone, all of them for a member', () => {
    expect(readableBoardIds(demoRealm, false)).toEqual([boardIds.teaRoom])
    expect(readableBoardIds(demoRealm, true)).toEqual([boardIds.teaRoom, boardIds.backRoom])
  })

  it('leave a muted board out of the realm home’s latest threads', () => {
    const realm = { ...demoRealm, boards: demoRealm.boards.map((board) => ({ ...board, muted: board.id === boardIds.teaRoom })) }
    expect(latestBoardIds(realm, true)).toEqual([boardIds.backRoom])
    expect(latestBoardIds(realm, false)).toEqual([])
  })
})
