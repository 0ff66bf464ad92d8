import { groupByIndiaDay, serverMoment } from '@mandi/domain'
import { type ReactNode, useId } from 'react'
import { type TimeFormat, useTimeFormat } from '../i18n/use-time-format.ts'
import './day-groups.css'

export interface DayGroupsProps<T> {
  /** Newest first, as the server sends them. */
  readonly items: readonly T[]
  readonly timestampOf: (item: T) => string
  /** Names the whole list for screen readers, e.g. 'Entries'. */
  readonly label: string
  /** One `<li>` per item; `time` is its India time of day ("7:45 pm"), the day being the heading above. */
  readonly renderItem: (item: T, time: string, index: number) => ReactNode
  readonly listClassName?: string
}

/** The time of day of a server timestamp under its day heading; an unreadable one is shown as sent. */
export function timeOfDay(time: TimeFormat, timestamp: string): string {
  return serverMoment(timestamp, time.nowMs, time.intlLocale)?.time || timestamp
}

/**
 * A list grouped by India day (statement, history, salary): each day is a heading ("Today", "Yesterday",
 * "24 Nov 2026") and a list named by it, so a screen reader can move from day to day.
 */
export function DayGroups<T>(props: DayGroupsProps<T>) {
  const time = useTimeFormat()
  const prefix = useId()
  const groups = groupByIndiaDay(props.items, props.timestampOf, time.nowMs, time.intlLocale)
  let offset = 0
  return (
    <section className="day-groups" aria-label={props.label}>
      {groups.map((group, groupIndex) => {
        const headingId = `${prefix}-day-${groupIndex}`
        const start = offset
        offset += group.items.length
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a day key repeats only for unreadable times ('unknown'); the list is replaced whole.
          <div key={`${group.dayKey}-${groupIndex}`} className="day-groups__day">
            <h2 id={headingId} className="day-groups__heading">
              {time.dayHeading(group.first)}
            </h2>
            <ul className={props.listClassName ?? 'day-groups__list'} aria-labelledby={headingId}>
              {group.items.map((item, index) =>
                props.renderItem(item, timeOfDay(time, props.timestampOf(item)), start + index),
              )}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
