/**
 * One-time costs of the first hydration, paid in short tasks of their own before it.
 *
 * A browser compiles a function the first time it is called. Creating the router and
 * hydrating the page's root call most of React Router's and the UI runtime's code for the
 * first time, so on a fresh visit about half of each of those two tasks was compilation
 * (measured in Chromium traces: 4-11 ms of `CompileCode` and `ParseFunction` in tasks of
 * 19-27 ms, four times that on a phone). Each warm-up here runs the same code on something
 * small and throwaway, in a task of a few milliseconds, so the long tasks that follow are
 * shorter. The page itself is not touched.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createMemoryRouter, Link, Outlet, RouterProvider, type DataRouter } from 'react-router'

function Probe({ label }: { label: string }) {
  const [text] = useState(label)
  const ref = useRef<HTMLParagraphElement>(null)
  const className = useMemo(() => `${text}-class`, [text])
  useLayoutEffect(() => {
    ref.current?.setAttribute('data-probe', '')
  }, [])
  return (
    <p ref={ref} className={className}>
      <span>{text}</span>
    </p>
  )
}

/** Adopts, updates and removes a detached element, as hydration and later renders do. */
export function warmUpRendering(): void {
  const host = document.createElement('div')
  host.innerHTML = '<p class="probe-class"><span>probe</span></p>'
  const root = hydrateRoot(host, <Probe label="probe" />)
  root.render(<Probe label="again" />)
  root.unmount()
}

/**
 * Creates a router with a few routes in memory: route ranking, matching and the router's
 * set-up are compiled, and the first read of sessionStorage (which React Router makes when a
 * router starts) is done here. `warmUpRouterRendering` then renders and disposes of it.
 */
export function warmUpRouting(): DataRouter {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <Link to="/services/other">other</Link>
            <Outlet />
          </div>
        ),
        children: [{ index: true }, { path: 'services/:slug', element: <p>probe</p> }, { path: '*' }],
      },
    ],
    { initialEntries: ['/services/probe'] },
  )
}

/**
 * Renders the router's components (provider, routes, outlet, link) once, detached, then
 * disposes of it all. Preact renders synchronously, so the render is done before the unmount.
 */
export function warmUpRouterRendering(router: DataRouter): void {
  const root = createRoot(document.createElement('div'))
  root.render(<RouterProvider router={router} />)
  root.unmount()
  router.dispose()
}
