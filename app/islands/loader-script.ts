import { islandAttributes } from './define-island.ts'

/** Where the browser entry is served: a fixed address (the files it loads have hashed names). */
export const browserEntry = import.meta.env.DEV ? '/app/islands/client.ts' : '/islands.js'

/**
 * The one script every page carries inline (decision 20). Before the first paint it marks the
 * document `js`, so what only works with a script (the FAQ search box) shows only then. It requests
 * nothing until the page has loaded and shown its first content (a page can load before its first
 * paint, and Lighthouse charges a script fetched before it to that paint) and a frame has passed,
 * then fetches the browser entry when the main thread is idle.
 * A visitor who reaches an island first (a tap, a key, focus) marks that island as wanted and
 * fetches the entry at once.
 */
export function islandLoaderScript(entry: string = browserEntry): string {
  return `(()=>{document.documentElement.classList.add('js');let s=0;const go=()=>{if(s)return;s=1;import(${JSON.stringify(entry)}).catch(e=>console.warn('The page script could not load; the page keeps working from its HTML',e))};const idle=()=>self.requestIdleCallback?requestIdleCallback(go,{timeout:3000}):setTimeout(go,500);const painted=f=>{if(!self.PerformanceObserver?.supportedEntryTypes?.includes('paint')||performance.getEntriesByName('first-contentful-paint').length)return f();new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}}).observe({type:'paint',buffered:true})};addEventListener('load',()=>painted(()=>requestAnimationFrame(()=>requestAnimationFrame(idle))),{once:true});for(const t of['pointerdown','focusin','keydown','input'])addEventListener(t,e=>{const i=e.target instanceof Element&&e.target.closest('[${islandAttributes.name}]');if(i){i.setAttribute('${islandAttributes.wanted}','');go()}},{capture:true,passive:true})})()`
}
