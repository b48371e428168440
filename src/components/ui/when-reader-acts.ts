// What says a reader has started to do something on the page, not only read it: a press, a
// key, focus moving to a control (Tab).
const ACTS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Runs `task` once, at the reader's first press, key or focus on the page (at once if they
 * acted before): for code every action may need (the answers' checks, toasts) but reading
 * never does. Answers the function that cancels it.
 */
export function whenReaderActs(task: () => void): () => void {
  if (hasActed) {
    task()
    return () => undefined
  }
  waiting.add(task)
  listen()
  return () => waiting.delete(task)
}

let hasActed = false
let listening = false
const waiting = new Set<() => void>()

function acted() {
  hasActed = true
  for (const type of ACTS) document.removeEventListener(type, acted, true)
  const tasks = [...waiting]
  waiting.clear()
  for (const task of tasks) task()
}

function listen() {
  if (listening) return
  listening = true
  for (const type of ACTS) document.addEventListener(type, acted, { capture: true, passive: true })
}
