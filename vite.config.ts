import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { loadSiteConfig } from './config/site-config.ts'

// Validated once here: a bad value stops the build with a readable list of problems.
const siteConfig = loadSiteConfig(process.env)

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __SITE_CONFIG__: JSON.stringify(siteConfig),
  },
  build: {
    // Prerendered pages carry the head and content; keep individual chunks small for the phone budget.
    assetsInlineLimit: 0,
  },
})
