/** Runs `task` once the page has loaded and the main thread is idle, so work that can wait never competes with the first paint or tap. */
export function afterLoadWhenIdle(task: () => void, target: Window = window): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(task, { timeout: 5000 })
    else target.setTimeout(task, 2000)
  }
  if (target.document.readyState === 'complete') whenIdle()
  else target.addEventListener('load', whenIdle, { once: true })
}
