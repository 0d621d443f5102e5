import type { ServerBuild } from 'react-router'
import { createServer, type ViteDevServer } from 'vite'
import type { PageBuild } from '../routes/page-render.ts'

let server: Promise<ViteDevServer> | undefined

/** The site's routes as React Router's dev server builds them: the pages a test's collector renders, without `npm run build`. */
export const devPages: PageBuild = async () => {
  server ??= createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' })
  return (await (await server).ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
}

export async function closeDevPages() {
  await (await server)?.close()
  server = undefined
}
