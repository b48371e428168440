/**
 * Resolves in a task of its own, after what the browser has waiting (a paint, a press): the
 * work before it and the work after it are two tasks, not one long one. (src/boot.ts has its
 * own copy: it loads before any other module.)
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
