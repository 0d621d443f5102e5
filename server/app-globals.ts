/**
 * The constants the site's code reads at compile time (config/app-defines.ts), set for the
 * collector, which renders the quote form outside the site's build (routes/native-quote-page.ts):
 * the configuration the site was built with (build/site-config.json), else the environment's.
 * Imported before any module of app/ that reads them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { appDefines } from '../config/app-defines.ts'
import { builtConfigFile } from '../config/site-config.ts'

const defines = appDefines(process.env, existsSync(builtConfigFile) ? JSON.parse(readFileSync(builtConfigFile, 'utf8')) : undefined)
const globals = globalThis as Record<string, unknown>
for (const [name, json] of Object.entries(defines)) globals[name] ??= JSON.parse(json)
