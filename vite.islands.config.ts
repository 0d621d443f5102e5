import { defineConfig } from 'vite'
import { appDefines } from './config/app-defines.ts'

/**
 * The browser's code: the page script (app/islands/client.ts) at the fixed address /islands.js that
 * every page's loader fetches, and the islands in hashed files under /assets, split the bundler's
 * own way. Built after the prerendered site, into the same directory.
 */
export default defineConfig({
  define: appDefines(process.env),
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    copyPublicDir: false,
    // The browser finds the chunks an import() needs itself; the preload helper would add a <link> per chunk.
    modulePreload: false,
    // The chunk graph `npm run report:bundle-size` follows per page (scripts/build.ts moves it out of build/client).
    manifest: true,
    rolldownOptions: {
      input: { islands: 'app/islands/client.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'assets/[name]-[hash].js' },
    },
  },
})
