import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { requestStatusPath } from './request-status/request-status.ts'
import { pages, redirects, resourceRoutes } from './route-table.ts'

export default [
  ...pages.map((page) => (page.path === '/' ? index(page.file) : route(page.path, page.file, { id: page.id }))),
  ...resourceRoutes.map((resource) => route(resource.path, resource.file)),
  // Each alternate address renders the same redirect page; ids must be unique per route.
  ...redirects.map((redirect) => route(redirect.from, 'routes/redirect.tsx', { id: `redirect${redirect.from}` })),
  // Rendered by the collector for each signed link, never prerendered.
  route(`${requestStatusPath}/:token`, 'routes/request-status.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
