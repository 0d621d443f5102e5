import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/route-table.ts'

// React Router renders every page at build time; its browser runtime is not on the pages.
// `ssr: true` only because SPA mode insists on writing a fallback page that loads that runtime.
// The fixture-page check builds a few pages into a directory of its own (SITE_BUILD_DIR, SITE_PRERENDER).
const only = process.env.SITE_PRERENDER?.split(',')

export default {
  ssr: true,
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  prerender: () => (only ? prerenderPaths().filter((path) => only.includes(path)) : prerenderPaths()),
} satisfies Config
