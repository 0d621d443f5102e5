/** What the page script adds to the slide-in panels (sheet.tsx): keyboard focus leaving a panel closes it. */
export function enhanceSheets(root: Document = document): void {
  for (const panel of root.querySelectorAll<HTMLElement>('[popover][role="dialog"]')) {
    panel.addEventListener('focusout', (event) => {
      if (event.relatedTarget && !panel.contains(event.relatedTarget as Node) && panel.matches(':popover-open')) panel.hidePopover()
    })
  }
}
