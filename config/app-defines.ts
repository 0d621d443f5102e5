import { loadSiteConfig } from './site-config.ts'

/**
 * The constants the app reads at compile time, the same in the build (vite.config.ts) and in unit
 * tests (vitest.config.ts): the public site configuration (app/site-config.ts), validated once here
 * so a bad value stops with a readable list of problems, and the build year (app/lib/build-year.ts).
 */
export function appDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    __SITE_CONFIG__: JSON.stringify(loadSiteConfig(env)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  }
}
