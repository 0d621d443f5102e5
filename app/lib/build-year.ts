declare const __BUILD_YEAR__: number

/**
 * The year the site was built (config/app-defines.ts). The prerendered pages show it, so hydration must
 * start from it too: a first render with the visitor's year would differ from the HTML whenever
 * the two years differ, and React would throw the whole prerendered page away.
 */
export const buildYear: number = __BUILD_YEAR__
