import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/route-table.ts'

/**
 * React Router renders every page at build time and nothing else (decision 20): its browser
 * runtime is not on the pages. `ssr: true` only because SPA mode (`ssr: false`) insists on writing
 * a fallback page that loads that runtime; nothing serves the server build it leaves.
 */
export default {
  ssr: true,
  prerender: () => prerenderPaths(),
} satisfies Config
