import { type KeyboardEvent, useRef } from 'react'
import { Badge } from '../badge/badge.tsx'
import './tabs.css'

export interface TabItem {
  value: string
  label: string
  /** Unread count (the chat Msgs and Contacts tabs). */
  badge?: number
}

export interface TabsProps {
  items: readonly TabItem[]
  value: string
  onChange: (value: string) => void
  /** Accessible name of the tab list. */
  label: string
  /** Prefix for the ids of the panels the app renders (`${panelIdPrefix}-${value}`). */
  panelIdPrefix?: string
}

/** WAI-ARIA tabs with a roving tabindex: arrows, Home and End move between tabs and select them. */
export function Tabs({ items, value, onChange, label, panelIdPrefix }: TabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    onChange(item.value)
    refs.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className="mk-tabs">
      {items.map((item, index) => {
        const selected = item.value === value
        return (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el
            }}
            type="button"
            role="tab"
            id={panelIdPrefix ? `${panelIdPrefix}-tab-${item.value}` : undefined}
            aria-controls={panelIdPrefix ? `${panelIdPrefix}-${item.value}` : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="mk-tabs__tab"
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
            {item.badge ? <Badge count={item.badge} /> : null}
          </button>
        )
      })}
    </div>
  )
}
