import type { ReactNode } from 'react'
import { embedAttribute } from './embed-near-view-behaviour.ts'

/**
 * A box for a third-party frame (a map, a partner's calculator) that asks nothing of the other
 * host until the visitor scrolls near it: the frame waits in a `<template>`, and the page script
 * (embed-near-view-behaviour.ts) puts it in place over `placeholder` then. Without the script the
 * placeholder stays, beside the plain link every embed keeps.
 */
export function EmbedNearView({ className, placeholder, children }: { className: string; placeholder: ReactNode; children: ReactNode }) {
  return (
    <div {...{ [embedAttribute]: 'false' }} className={className}>
      {placeholder}
      <template>{children}</template>
    </div>
  )
}
