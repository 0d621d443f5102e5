import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferredBootstrap, optimizeCriticalPath } from './critical-path.ts'

const bootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");'
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-9.css"/></head><body><h1>Fences</h1>',
  `<script type="module" async="">${bootstrap}</script></body></html>`,
].join('')
const css = 'h1{color:green}'

describe('optimizeCriticalPath', () => {
  const result = optimizeCriticalPath(page, (href) => (href === '/assets/root-9.css' ? css : ''))

  it('inlines the stylesheet and keeps its link as a print sheet that does not block rendering', () => {
    expect(result.html).toContain(`<style data-inlined="/assets/root-9.css">${css}</style><link rel="stylesheet" href="/assets/root-9.css" media="print"/>`)
    expect(result.inlinedStylesheets).toEqual(['/assets/root-9.css'])
  })

  it('takes the module preloads and the bootstrap out of the parse', () => {
    expect(result.html).not.toContain('rel="modulepreload"')
    expect(result.html).not.toContain('import "/assets/manifest-1.js"')
    expect(result.deferredPreloads).toEqual(['/assets/manifest-1.js', '/assets/root-2.js'])
  })

  it('starts them after the first paint: preloads first, then the unchanged bootstrap', () => {
    const appended: Array<Record<string, string>> = []
    const element = (tag: string) => ({ tag }) as Record<string, string>
    type Fragment = { nodes: Array<Record<string, string>>; append: (node: Record<string, string>) => void }
    const fragment = (): Fragment => {
      const nodes: Array<Record<string, string>> = []
      return { nodes, append: (node) => nodes.push(node) }
    }
    const append = (node: Record<string, string> | Fragment) =>
      appended.push(...('nodes' in node ? (node as Fragment).nodes : [node as Record<string, string>]))
    let frame: (() => void) | undefined
    let timer: (() => void) | undefined
    const script = /<script type="module" async="">(.*?)<\/script>/s.exec(result.html)?.[1] ?? ''
    runInNewContext(script, {
      requestAnimationFrame: (callback: () => void) => (frame = callback),
      setTimeout: (callback: () => void) => (timer = callback),
      document: { createElement: element, createDocumentFragment: fragment, head: { append }, body: { append } },
    })
    expect(appended).toEqual([])
    frame?.()
    expect(appended).toEqual([])
    timer?.()
    expect(appended.map((node) => node.rel ?? node.type)).toEqual(['modulepreload', 'modulepreload', 'module'])
    expect(appended.slice(0, 2).map((node) => node.href)).toEqual(['/assets/manifest-1.js', '/assets/root-2.js'])
    expect(appended[2]?.textContent).toBe(bootstrap)
  })

  it('cannot be closed early by a "</script>" in the bootstrap', () => {
    expect(deferredBootstrap([], 'const s = "</script>"')).not.toContain('</script>')
  })

  it('refuses a page whose preloads it cannot tie to a bootstrap script', () => {
    expect(() => optimizeCriticalPath('<link rel="modulepreload" href="/assets/a.js"/>', () => '')).toThrow(/bootstrap/)
  })

  it('refuses a stylesheet that would end the inline style element', () => {
    expect(() => optimizeCriticalPath('<link rel="stylesheet" href="/assets/x.css"/>', () => 'a{}</style>')).toThrow(/cannot be inlined/)
  })
})
