import { defineConfig } from 'vitest/config'
import { appDefines } from './config/app-defines.ts'

export default defineConfig({
  define: appDefines(process.env),
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,lead,server,scripts,config}/**/*.test.{ts,tsx}'],
          exclude: ['scripts/checks/*.test.ts', 'node_modules/**'],
        },
      },
      {
        // Checks over the production build (build/client); run after `npm run build`.
        extends: true,
        test: {
          name: 'build',
          include: ['scripts/checks/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
})
