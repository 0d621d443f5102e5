import { islandAttributes } from './define-island.ts'

/** The page script's fixed address (the files it loads have hashed names). */
export const browserEntry = import.meta.env.DEV ? '/app/islands/client.ts' : '/islands.js'

/**
 * The one inline script of every page. It marks the document `js` before the first paint (so what
 * needs a script shows only then), and fetches the page script once the page has loaded and painted
 * and the main thread is idle, or at once when a visitor reaches an island (marked as wanted).
 */
export function islandLoaderScript(entry: string = browserEntry): string {
  return `(()=>{document.documentElement.classList.add('js');let s=0;const go=()=>{if(s)return;s=1;import(${JSON.stringify(entry)}).catch(e=>console.warn('The page script could not load; the page keeps working from its HTML',e))};const idle=()=>self.requestIdleCallback?requestIdleCallback(go,{timeout:3000}):setTimeout(go,500);const painted=f=>{if(!self.PerformanceObserver?.supportedEntryTypes?.includes('paint')||performance.getEntriesByName('first-contentful-paint').length)return f();new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}}).observe({type:'paint',buffered:true})};addEventListener('load',()=>painted(()=>requestAnimationFrame(()=>requestAnimationFrame(idle))),{once:true});for(const t of['pointerdown','focusin','keydown','input'])addEventListener(t,e=>{const i=e.target instanceof Element&&e.target.closest('[${islandAttributes.name}]');if(i){i.setAttribute('${islandAttributes.wanted}','');go()}},{capture:true,passive:true})})()`
}
