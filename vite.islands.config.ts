import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { appDefines } from './config/app-defines.ts'
import { inboxStylesheet } from './server/admin/web-app.ts'

/**
 * The browser's code (decision 20): the page script (app/islands/client.ts) at a fixed address,
 * /islands.js, which the loader script in every page fetches after `load`; every island and
 * everything they share in hashed files under /assets, split the bundler's own way. Built after
 * the prerendered site, into the same directory. The owner inbox's stylesheet is built here too, at a fixed address.
 */
export default defineConfig({
  plugins: [tailwindcss()],
  // The islands' own build: app/components/ui/icon.tsx keeps lucide's icon only.
  define: { ...appDefines(process.env), __ISLANDS_BUILD__: 'true' },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    copyPublicDir: false,
    // No preload helper: it put a <link rel=modulepreload> in the head for each chunk an import()
    // needs, on the main thread after the first paint (decision 20); the browser finds them itself.
    modulePreload: false,
    // .vite/manifest.json: the chunk graph `npm run report:bundle-size` follows per page (moved out of build/client by scripts/build.ts).
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
