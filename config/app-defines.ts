import { browserSiteConfig, loadSiteConfig, type SiteConfig } from './site-config.ts'

/**
 * The constants the app reads at compile time, the same in the build and in unit tests: the site
 * configuration (validated here, so a bad value stops the build), its public part, the build year.
 */
export function appDefines(env: NodeJS.ProcessEnv, site: SiteConfig = loadSiteConfig(env)): Record<string, string> {
  return {
    __SITE_CONFIG__: JSON.stringify(site),
    __BROWSER_SITE_CONFIG__: JSON.stringify(browserSiteConfig(site)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  }
}
