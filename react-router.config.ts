import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/route-table.ts'

/**
 * Every page is prerendered; the server build answers only what a file cannot: the quote form's
 * post and the estimator's inputs sent without JavaScript (server/routes/page-render.ts).
 */
export default {
  ssr: true,
  prerender: () => prerenderPaths(),
} satisfies Config
