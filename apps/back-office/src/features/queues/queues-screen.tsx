import type { ConnectionState } from '@mandi/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { opsApi, type QueueItems, type QueueOrder, sentAtOf } from '../../api/ops-api.ts'
import { subscribeOpsFeed } from '../../api/ops-feed.ts'
import type { MoneyQueue, QueueSummary } from '../../api/schemas.ts'
import { useT } from '../../i18n/i18n.tsx'
import { type DecisionOutcome, QueueItemPanel } from './queue-item-panel.tsx'
import type { QueueEntry } from './queue-item-view.tsx'
import { type QueueNotice, QueuesView } from './queues-view.tsx'

const entriesOf = <Q extends MoneyQueue>(queue: Q, items: QueueItems[Q]): QueueEntry[] =>
  items.map((item) => ({ queue, item }) as QueueEntry)

/**
 * /queues/{withdrawals|transfers|pans} (finance): the queue's items, fetched again whenever the live feed says
 * that queue changed (a new request, a desk's or another operator's decision) and after each (re)connect.
 */
export function QueuesScreen({ queue }: { queue: MoneyQueue }) {
  const t = useT()
  const [summary, setSummary] = useState<QueueSummary | null>(null)
  const [entries, setEntries] = useState<readonly QueueEntry[]>([])
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading')
  const [order, setOrder] = useState<QueueOrder>('oldest')
  const [notice, setNotice] = useState<QueueNotice | null>(null)
  const [live, setLive] = useState<ConnectionState>('connecting')
  const request = useRef(0)
  const shown = useRef({ queue, order })
  shown.current = { queue, order }

  const load = useCallback(() => {
    const id = ++request.current
    const { queue: which, order: how } = shown.current
    opsApi.queueSummary().then(
      (answer) => id === request.current && setSummary(answer),
      () => {},
    )
    opsApi.queue(which, how).then(
      (items) => {
        if (id !== request.current) return
        setEntries(entriesOf(which, items))
        setStatus('ready')
      },
      () => {
        if (id === request.current) setStatus((s) => (s === 'ready' ? s : 'error'))
      },
    )
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new queue or order is the cue to fetch again.
  useEffect(() => {
    setStatus('loading')
    setNotice(null)
    load()
  }, [queue, order, load])

  useEffect(() => {
    const feed = subscribeOpsFeed({
      onQueue: (changed) => {
        if (changed === shown.current.queue) load()
        else opsApi.queueSummary().then(setSummary, () => {})
      },
      onLive: load,
      onState: setLive,
    })
    return () => feed.close()
  }, [load])

  const onOutcome = (outcome: DecisionOutcome) => {
    if (outcome.kind === 'decided') {
      setNotice({ tone: 'decided', text: t('queues.errors.decided', { message: outcome.message }) })
    } else {
      const { entry } = outcome
      const order = entry.queue === 'pans' ? '' : entry.item.orderNum
      setNotice({
        tone: 'done',
        text: t(`queues.done.${outcome.verb}`, { order, code: entry.item.user.code }),
      })
    }
    load()
  }

  return (
    <QueuesView
      queue={queue}
      summary={summary}
      order={order}
      onOrderChange={setOrder}
      status={status}
      count={entries.length}
      items={entries.map((entry) => (
        <QueueItemPanel
          key={`${entry.queue}-${entry.item.id}-${sentAtOf(entry.item).sentAt ?? ''}`}
          entry={entry}
          onOutcome={onOutcome}
        />
      ))}
      notice={notice}
      live={live}
      onRetry={() => {
        setStatus('loading')
        load()
      }}
    />
  )
}
