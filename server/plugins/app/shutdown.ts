import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { refuse } from './error-pages.ts'

const shutdownPlugin: FastifyPluginAsync<{ phone: string }> = async (app, { phone }) => {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (closing) return refuse(request, reply.header('connection', 'close'), 503, phone)
  })
  // A kept-alive connection would hold the server open until its idle timeout: close it after this reply.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
}

export const shutdown = fastifyPlugin(shutdownPlugin, { name: 'shutdown' })
