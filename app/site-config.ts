import type { BrowserSiteConfig, SiteConfig } from '../config/site-config.ts'

declare const __SITE_CONFIG__: SiteConfig
declare const __BROWSER_SITE_CONFIG__: BrowserSiteConfig

/** The public configuration, validated and inlined at build time (config/app-defines.ts). */
export const site: SiteConfig = __SITE_CONFIG__

/** The part of it that code running in the browser (the page script, the islands) reads: importing `site` there would carry all of it. */
export const browserSite: BrowserSiteConfig = __BROWSER_SITE_CONFIG__
