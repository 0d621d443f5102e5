import { cn } from '#app/lib/utils.ts'
import { site } from '#app/site-config.ts'

/** Wordmark with a small fence glyph; the name comes from configuration. */
export function BusinessLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="7" fill="#1f4d3a" />
        <path
          d="M7 25V11l2.5-3L12 11v14M14.75 25V11l2.5-3 2.5 3v14M22.5 25V11l2.5-3 2.5 3v14"
          fill="#e9b77a"
          stroke="#e9b77a"
          strokeWidth="0.5"
          transform="translate(-1.5 0)"
        />
        <path d="M5 14.5h22M5 21h22" stroke="#8a4b22" strokeWidth="2" />
      </svg>
      <span className={cn('whitespace-nowrap font-display text-lg font-extrabold leading-tight', tone === 'dark' ? 'text-primary' : 'text-white')}>
        {site.businessName}
      </span>
    </span>
  )
}
