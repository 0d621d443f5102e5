import { useEffect, useRef, useState } from 'react'

/**
 * Whether the element has come within `rootMargin` of the viewport (it stays true once it has),
 * so embeds and code below the fold are fetched only when a visitor nears them.
 */
export function useNearViewport<T extends Element>(rootMargin: string) {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [rootMargin])

  return { ref, near }
}
