import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely'
import type { Engine } from './engines.ts'
import type { Database } from './schema.ts'

/** What stands for one named value while a query is built: its place among the compiled parameters. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A statement every lead runs (its insert, its jobs, its delivery outcomes), built and compiled
 * once per engine and shape, then run with each call's values in their places: building a query
 * costs several times what running it does. `build` gets stand-ins for the values, so it may
 * branch only on `shape`.
 */
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
