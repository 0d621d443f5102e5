import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { loadSiteConfig } from './config/site-config.ts'

// Validated once here: a bad value stops the build with a readable list of problems.
const siteConfig = loadSiteConfig(process.env)

const siteModule = /[\\/](app|lead|config)[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority|@radix-ui)[\\/]/
const lucideIcon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/
const rootRoute = /[\\/]app[\\/]root\.tsx$/

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** Whether app/root.tsx imports the module, directly or through other modules. */
function importedByRoot(id: string, chunking: ModuleGraph, seen = new Set<string>()): boolean {
  if (rootRoute.test(id)) return true
  if (seen.has(id)) return false
  seen.add(id)
  return (chunking.getModuleInfo(id)?.importers ?? []).some((importer) => importedByRoot(importer, chunking, seen))
}

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
            // What every page runs: the root route and everything it imports (layout, header,
            // footer, helpers), one file. Icons are placed by use instead: lucide-react's index
            // imports every icon, so by import edges alone each would seem part of the shell.
            {
              name: (id, chunking) => (!lucideIcon.test(id) && importedByRoot(id, chunking) ? 'site' : null),
              test: siteModule,
              priority: 15,
            },
            // Then what nearly every page shares (page head, section frame), and what most content
            // pages share (hero, cards, calls to action): a page without those sections skips them.
            { name: 'kit', test: siteModule, minShareCount: 33, priority: 12 },
            { name: 'sections', test: /[\\/]app[\\/]components[\\/]|node_modules[\\/]lucide-react[\\/]/, minShareCount: 20, priority: 10 },
          ],
        },
      },
    },
  },
})
