import type { SiteConfig } from '../config/site-config.ts'

declare const __SITE_CONFIG__: SiteConfig

/** The public configuration, validated and inlined at build time (config/app-defines.ts). */
export const site: SiteConfig = __SITE_CONFIG__
