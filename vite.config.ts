import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { appDefines } from './config/app-defines.ts'

/** A module's path inside the project, e.g. `app/root.tsx` or `node_modules/clsx/dist/clsx.mjs`. */
const projectRoot = path.dirname(fileURLToPath(import.meta.url))
const inProject = (id: string) => path.relative(projectRoot, id).split(path.sep).join('/')

const siteModule = (id: string) => /^(app|lead|config)\/|^node_modules\/(lucide-react|clsx|class-variance-authority)\//.test(inProject(id))
const component = (id: string) => /^app\/components\/|^node_modules\/lucide-react\//.test(inProject(id))
const lucideIcon = (id: string) => inProject(id).startsWith('node_modules/lucide-react/dist/esm/icons/')

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** Whether app/root.tsx imports the module statically, directly or through other modules. */
function importedByRoot(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (inProject(id) === 'app/root.tsx') return true
  if (seen.has(id)) return false
  seen.add(id)
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => importedByRoot(importer, graph, seen))
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The site configuration and the build year, the same in the prerender and the browser.
  define: appDefines(process.env),
  build: {
    // Prerendered pages carry the head and content; keep individual chunks small for the phone budget.
    // Nothing is inlined but the icon masks app.css draws (under 1 KB each; scripts/images/build-icon-masks.ts).
    // The icon sprite (scripts/images/build-icon-sprite.ts) stays a file: pages point into it.
    assetsInlineLimit: (file) => file.includes('/app/icons/') && file.endsWith('.png'),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and React Router change rarely: files of their own stay cached across deploys.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'router', test: /node_modules[\\/](react-router|@react-router[\\/][^\\/]+|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            // What every page runs: the root route and every module it imports statically
            // (layout, header, footer, helpers), in one file. Icons are placed by use instead:
            // lucide-react's index imports every icon, so by import edges alone each would seem
            // part of the shell.
            {
              name: (id, graph) => (!lucideIcon(id) && importedByRoot(id, graph) ? 'site' : null),
              test: siteModule,
              priority: 15,
            },
            // Then what nearly every page shares (page head, section frame), and the components most
            // content pages share (hero, cards, calls to action), so a page without those skips them.
            // The counts are of entry chunks: the routes plus the lazily loaded parts (decision 15).
            { name: 'kit', test: siteModule, minShareCount: 31, priority: 12 },
            { name: 'sections', test: component, minShareCount: 20, priority: 10 },
          ],
        },
      },
    },
  },
})
