import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { cacheControlFor } from '#server/routes/site.ts'

/** For `reply.sendFile` only: routes/site.ts decides what is served. */
const staticFilesPlugin: FastifyPluginAsync<{ staticDir: string }> = async (app, { staticDir }) => {
  await app.register(fastifyStatic, {
    root: staticDir,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(path.relative(staticDir, file).split(path.sep).join('/'))),
  })
}

export const staticFiles = fastifyPlugin(staticFilesPlugin, { name: 'static-files' })
