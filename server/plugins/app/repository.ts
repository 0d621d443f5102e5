import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { LeadRepository } from '#server/storage/lead-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    repository: LeadRepository
  }
}

const repositoryPlugin: FastifyPluginAsync<{ repository: LeadRepository }> = async (app, { repository }) => {
  app.decorate('repository', repository)
  // onClose hooks run last registered first: the outbox and the schedules, registered after, have let go of it.
  app.addHook('onClose', () => repository.close())
}

export const repository = fastifyPlugin(repositoryPlugin, { name: 'repository' })
