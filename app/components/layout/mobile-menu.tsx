import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '../ui/button.tsx'

const loadSheet = () => import('./mobile-menu-sheet.tsx')
const MobileMenuSheet = lazy(loadSheet)

/** The menu button; the sheet's code is fetched on first intent (hover, focus, touch) and shown on press. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  function onOpenChange(next: boolean) {
    setOpen(next)
    // Radix returns focus to its own trigger; ours lives outside the lazily loaded dialog.
    if (!next) buttonRef.current?.focus()
  }

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  )
}
