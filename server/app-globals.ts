// The site's compile-time constants, for the collector, which renders the quote form outside the site's build. Import before app/.
import { existsSync, readFileSync } from 'node:fs'
import { appDefines } from '../config/app-defines.ts'
import { builtConfigFile } from '../config/site-config.ts'

const defines = appDefines(process.env, existsSync(builtConfigFile) ? JSON.parse(readFileSync(builtConfigFile, 'utf8')) : undefined)
const globals = globalThis as Record<string, unknown>
for (const [name, json] of Object.entries(defines)) globals[name] ??= JSON.parse(json)
