import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { appDefines } from './config/app-defines.ts'

/** The prerender (React Router renders every page at build time); the browser's code is built by vite.islands.config.ts (decision 20). */
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The site configuration and the build year, the same in the prerender and the browser.
  define: appDefines(process.env),
  build: {
    // Nothing is inlined but the icon masks app.css draws (under 1 KB each; scripts/images/build-icon-masks.ts).
    assetsInlineLimit: (file) => file.includes('/app/icons/') && file.endsWith('.png'),
  },
})
