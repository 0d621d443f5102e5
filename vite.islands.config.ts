import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { appDefines } from './config/app-defines.ts'
import { inboxStylesheet } from './server/admin/web-app.ts'

/**
 * The browser's code: the page script (app/islands/client.ts) at the fixed address /islands.js that
 * every page's loader fetches, and the islands in hashed files under /assets, split the bundler's
 * own way. Built after the prerendered site, into the same directory, with the inbox's stylesheet.
 */
export default defineConfig({
  plugins: [tailwindcss()],
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
      input: { islands: 'app/islands/client.ts', inbox: 'server/admin/inbox.css' },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.includes('inbox.css') ? inboxStylesheet.slice(1) : 'assets/[name]-[hash][extname]'),
      },
    },
  },
})
