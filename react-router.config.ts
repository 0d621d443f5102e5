import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/route-table.ts'

// Every page is prerendered; the server build answers only the quote form's post and the estimator's inputs sent
// without JavaScript. The fixture-page check builds a few pages into a directory of its own (SITE_BUILD_DIR, SITE_PRERENDER).
const only = process.env.SITE_PRERENDER?.split(',')

export default {
  ssr: true,
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  prerender: () => (only ? prerenderPaths().filter((path) => only.includes(path)) : prerenderPaths()),
} satisfies Config
