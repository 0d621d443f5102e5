import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely'
import type { Engine } from './engines.ts'
import type { Database } from './schema.ts'

class Slot {
  constructor(readonly name: string) {}
}

// Building a statement costs several times running it. `build` gets stand-ins, so it may branch only on `shape`.
export function prepared<Values extends object, Row, Shape extends string = ''>(build: (engine: Engine, values: Values, shape: Shape) => Compilable<Row>) {
  const compiled = new Map<string, CompiledQuery<Row>>()
  return (engine: Engine, db: Kysely<Database>, values: Values, shape = '' as Shape): Promise<QueryResult<Row>> => {
    const key = `${engine.kind} ${shape}`
    let query = compiled.get(key)
    if (!query) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)])) as unknown as Values
      query = build(engine, slots, shape).compile()
      compiled.set(key, query)
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof Slot ? (values as Record<string, unknown>)[parameter.name] : parameter))
    return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>)
  }
}
