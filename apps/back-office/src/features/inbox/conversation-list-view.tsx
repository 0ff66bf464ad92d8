import { Badge } from '@mandi/ui-kit'
import { Link } from 'wouter'
import type { Conversation } from '../../api/schemas.ts'
import { formatWhen } from '../../format/time.ts'
import { useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'

export interface ConversationListViewProps {
  readonly status: 'loading' | 'error' | 'ready'
  readonly conversations: readonly Conversation[]
  /** The open conversation, marked in the list. */
  readonly selected: { readonly userId: number; readonly agentId: number } | null
  readonly onRetry: () => void
}

export const conversationHref = (c: { userId: number; agentId: number }) => `/inbox/${c.userId}/${c.agentId}`

/** The inbox's conversations, newest first, each with its unread count (the user's messages no one read). */
export function ConversationListView(props: ConversationListViewProps) {
  const t = useT()
  const preview = (c: Conversation) => {
    const text =
      c.last.type === 'img'
        ? t('inbox.row.picture')
        : c.last.type === 'file'
          ? t('inbox.row.file', { name: c.last.content })
          : c.last.content
    return c.last.from === 'agent' ? t('inbox.row.you', { content: text }) : text
  }
  return (
    <section className="ops-inbox__list" aria-labelledby="ops-conversations">
      <h2 id="ops-conversations" className="ops-inbox__heading">
        {t('inbox.conversations')}
      </h2>
      {props.status === 'loading' && <LoadingBlock lines={5} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'ready' && props.conversations.length === 0 && (
        <p className="ops-inbox__empty">{t('inbox.empty')}</p>
      )}
      {props.status === 'ready' && props.conversations.length > 0 && (
        <ul className="ops-inbox__rows">
          {props.conversations.map((c) => {
            const current = props.selected?.userId === c.userId && props.selected.agentId === c.agentId
            return (
              <li key={`${c.userId}-${c.agentId}`}>
                <Link
                  href={conversationHref(c)}
                  className="ops-inbox__row"
                  aria-current={current ? 'true' : undefined}
                >
                  <span className="ops-inbox__row-main">
                    <span className="ops-inbox__row-name">
                      {c.userName}{' '}
                      <span className="ops-inbox__row-muted">
                        {t('inbox.row.withAgent', { agent: c.agentName })}
                      </span>
                    </span>
                    <span className="ops-inbox__row-muted">
                      {t('inbox.row.userId', { code: c.userCode })}
                    </span>
                    <span className="ops-inbox__row-preview">{preview(c)}</span>
                  </span>
                  <span className="ops-inbox__row-end">
                    <time className="ops-inbox__row-muted" dateTime={new Date(c.last.at).toISOString()}>
                      {formatWhen(c.last.at)}
                    </time>
                    {c.unread > 0 && (
                      <Badge count={c.unread} label={t('inbox.row.unread', { count: c.unread })} />
                    )}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
