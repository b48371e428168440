import { showToast } from '../../../components/ui/toasts'

/** Copies a thread's address, or shows it to copy by hand when the clipboard refuses. */
export async function copyThreadLink(threadId: string): Promise<void> {
  const url = `${window.location.origin}/threads/${threadId}`
  try {
    await navigator.clipboard.writeText(url)
    showToast({ tone: 'info', title: 'Link copied.' })
  } catch {
    // No clipboard (an insecure page, a refused permission): the link itself, to copy by hand.
    showToast({ tone: 'error', title: 'Could not copy the link.', description: url })
  }
}
