import type { Engine } from './engines.ts'
import type { LeadQuery } from './lead-repository.ts'

export function leadQuery(engine: Engine, query: LeadQuery) {
  return engine.db
    .selectFrom('leads')
    .selectAll()
    .$if(!query.includeSpam, (q) => q.where(engine.genuine))
    .$if(query.since !== undefined, (q) => q.where('receivedAt', '>=', query.since!))
    .orderBy('receivedAt', query.order === 'desc' ? 'desc' : 'asc')
    .orderBy('id')
    .$if(Boolean(query.limit), (q) => q.limit(query.limit!))
}
