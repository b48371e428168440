import { afterAll, beforeAll } from 'vitest'
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher'

export type { ReceivedMail } from './smtp-catcher'

/**
 * A real SMTP server for one test file, started before its tests (and before a server made by a
 * `useTestServer` declared after it, which may then read its `url`) and stopped after them.
 */
export function useMailServer(): SmtpCatcher {
  let catcher: SmtpCatcher | undefined
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
  })
  afterAll(() => catcher?.stop())
  const started = () => {
    if (!catcher) throw new Error('the mail server starts in beforeAll')
    return catcher
  }
  return {
    get received() {
      return started().received
    },
    get url() {
      return started().url
    },
    start: () => started().start(),
    stop: () => started().stop(),
    waitFor: (...args) => started().waitFor(...args),
  }
}
