import { browserSiteConfig, loadSiteConfig, type SiteConfig } from './site-config.ts'

/**
 * The constants the app reads at compile time, the same in the build (vite.config.ts) and in unit
 * tests (vitest.config.ts): the public site configuration (app/site-config.ts), validated once here
 * so a bad value stops with a readable list of problems, and the part of it the browser's code
 * reads; the build year (app/lib/build-year.ts); and whether this is the browser's build of the
 * islands (true only in vite.islands.config.ts), where app/components/ui/icon.tsx leaves out what
 * only the prerender uses.
 */
export function appDefines(env: NodeJS.ProcessEnv, site: SiteConfig = loadSiteConfig(env)): Record<string, string> {
  return {
    __SITE_CONFIG__: JSON.stringify(site),
    __BROWSER_SITE_CONFIG__: JSON.stringify(browserSiteConfig(site)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __ISLANDS_BUILD__: 'false',
  }
}
