import type { ConnectionState } from '@mandi/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type ConversationKey, opsApi } from '../../api/ops-api.ts'
import { subscribeOpsFeed } from '../../api/ops-feed.ts'
import type { Conversation } from '../../api/schemas.ts'
import { ConversationListView } from './conversation-list-view.tsx'
import { ConversationPanel } from './conversation-panel.tsx'
import { InboxView } from './inbox-view.tsx'

/**
 * /inbox and /inbox/:userId/:agentId: the conversations and the open one, kept current by the live feed
 * (/ws/ops). Each `changed` frame fetches the list again, and the open conversation if it is that user's.
 */
export function InboxScreen({ open }: { open: ConversationKey | null }) {
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading')
  const [conversations, setConversations] = useState<readonly Conversation[]>([])
  const [live, setLive] = useState<ConnectionState>('connecting')
  const [changes, setChanges] = useState(0)
  const openUser = useRef<number | null>(open?.userId ?? null)
  openUser.current = open?.userId ?? null
  const request = useRef(0)

  const load = useCallback(() => {
    const id = ++request.current
    opsApi.conversations().then(
      (list) => {
        if (id !== request.current) return
        setConversations(list)
        setStatus('ready')
      },
      () => {
        if (id === request.current) setStatus((s) => (s === 'ready' ? s : 'error'))
      },
    )
  }, [])

  useEffect(() => {
    load()
    const feed = subscribeOpsFeed({
      onChanged: (userId) => {
        load()
        if (userId === openUser.current) setChanges((n) => n + 1)
      },
      // After a (re)connect nothing missed while down comes over the feed: fetch what is shown.
      onLive: () => {
        load()
        setChanges((n) => n + 1)
      },
      onState: setLive,
    })
    return () => feed.close()
  }, [load])

  return (
    <InboxView
      live={live}
      list={
        <ConversationListView
          status={status}
          conversations={conversations}
          selected={open}
          onRetry={() => {
            setStatus('loading')
            load()
          }}
        />
      }
      detail={
        open ? (
          <ConversationPanel key={`${open.userId}-${open.agentId}`} conversation={open} changes={changes} />
        ) : null
      }
    />
  )
}
