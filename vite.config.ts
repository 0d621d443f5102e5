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
    // Nothing is inlined but the icon masks app.css draws (under 1 KB each; scripts/images/build-icon-masks.ts).
    assetsInlineLimit: (file) => file.includes('/app/icons/'),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and React Router change rarely: files of their own stay cached across deploys.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'router', test: /node_modules[\\/](react-router|@react-router[\\/][^\\/]+|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            // The site's own modules that most pages share (layout, buttons, icons, helpers): one
            // file instead of dozens of tiny ones, each a request before the page can hydrate.
            {
              name: 'site',
              test: /[\\/](app|lead|config)[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/,
              minShareCount: 20,
              priority: 10,
            },
          ],
        },
      },
    },
  },
})
