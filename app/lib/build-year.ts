declare const __BUILD_YEAR__: number

/** The year the site was built: hydration starts from the year the HTML shows, or React would throw the page away. */
export const buildYear: number = __BUILD_YEAR__
