import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'

const requestLogPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    const url = request.url.split('?')[0]!
    const quiet = url.startsWith('/assets/') || url.startsWith('/img/') || url === '/healthz' || url === '/readyz'
    const level = reply.statusCode >= 500 ? 'error' : quiet ? 'debug' : 'info'
    request.log[level]({ method: request.method, url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request')
  })
}

export const requestLog = fastifyPlugin(requestLogPlugin, { name: 'request-log' })
