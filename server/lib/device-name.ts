import Bowser from 'bowser'

/** How long a device's name may be: a User-Agent says what it likes, the sessions list shows a line. */
const MAX_LENGTH = 60

/**
 * A short name for the browser and system a User-Agent names ("Firefox on Linux", "Safari on
 * iOS"), for the sessions list; "Unknown device" when it names neither.
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device'
  const { browser, os } = Bowser.parse(userAgent)
  const name = browser.name && os.name ? `${browser.name} on ${os.name}` : (browser.name ?? os.name ?? 'Unknown device')
  return name.slice(0, MAX_LENGTH)
}
