import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { loadSiteConfig } from './config/site-config.ts'

// Validated once here: a bad value stops the build with a readable list of problems.
const siteConfig = loadSiteConfig(process.env)

const appFile = (pattern: string) => new RegExp(`[\\\\/]app[\\\\/](?:${pattern})`)
const siteModules = appFile(
  'components[\\\\/](?:layout|static)[\\\\/]|lib[\\\\/]|seo[\\\\/]|site-config|content[\\\\/](?:navigation|business-claims)|components[\\\\/]sections[\\\\/](?:section|quote-link|reveal)\\.tsx',
)
const lazyModules = /mobile-menu-sheet/
const quoteFormModules = appFile('quote[\\\\/]quote-form\\.tsx|components[\\\\/]sections[\\\\/](?:hero-section|contact-block-section)\\.tsx')

/** Libraries that import React: in development the server must load them through Vite, so they get Preact too. */
const reactLibraries = [
  /^react-router/,
  /^@react-router\//,
  /^radix-ui$/,
  /^@radix-ui\//,
  /^@floating-ui\/react/,
  /^cmdk$/,
  /^sonner$/,
  /^lucide-react$/,
  /^react-/,
  /^use-(callback-ref|sidecar)$/,
]

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The browser runtime is Preact: React's API through preact/compat, at a sixth of React's size
  // (the quality-gates issue). The prerender renders with Preact too, so ids and markup match.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
  // The prerender bundles every dependency, so none of them can reach the real React.
  ssr: { noExternal: command === 'build' ? true : reactLibraries },
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
            // Every page loads React and React Router: two files instead of six, so a first visit
            // makes fewer requests, and each is evaluated in a task of its own (a phone's main
            // thread is held for half as long at a time: scripts/build-steps/critical-path.ts).
            { name: 'react', test: /node_modules[\\/](preact)[\\/]/, priority: 20 },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|@react-router[\\/][^\\/]+|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The layout every page renders (and what it imports); lazily loaded parts stay separate.
            { name: 'site', test: (id: string) => siteModules.test(id) && !lazyModules.test(id), priority: 10 },
            // The quote form's first-paint shell, on nearly every page (its picker, schema and sender load on first use).
            { name: 'quote-form', test: quoteFormModules, priority: 5 },
          ],
        },
      },
    },
  },
}))
