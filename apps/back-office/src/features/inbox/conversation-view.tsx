import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import type { DeskMessage } from '../../api/schemas.ts'
import { formatWhen } from '../../format/time.ts'
import { useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'

/** A message as shown: its file already resolved to an absolute URL on the chat host ('' when none). */
export interface ShownMessage extends DeskMessage {
  readonly href: string
}

export interface ConversationViewProps {
  readonly status: 'loading' | 'error' | 'missing' | 'ready'
  readonly userName: string
  readonly userCode: string
  readonly agentName: string
  readonly messages: readonly ShownMessage[]
  readonly onRetry: () => void
  /** The answer composer, under the messages. */
  readonly composer?: ReactNode
  /** The read-only user panel: beside the conversation on a wide screen, after the composer on a narrow one. */
  readonly userPanel?: ReactNode
}

/**
 * One conversation, oldest first: the user's messages, pictures and files, and the agent's answers (by whom:
 * an operator or the automatic reply), each answer with whether the user has read it.
 */
export function ConversationView(props: ConversationViewProps) {
  const t = useT()
  const list = useRef<HTMLOListElement>(null)
  const count = props.messages.length
  useEffect(() => {
    if (count > 0) list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' })
  }, [count])
  const author = (m: ShownMessage) =>
    m.from === 'user'
      ? t('inbox.from.user', { name: props.userName })
      : m.operator
        ? t('inbox.from.operator', { operator: m.operator, agent: props.agentName })
        : t('inbox.from.automatic', { agent: props.agentName })
  const body = (m: ShownMessage) => {
    if (m.type === 'img' && m.href)
      return (
        <a href={m.href} target="_blank" rel="noopener noreferrer" className="ops-message__picture">
          <img src={m.href} alt={t('inbox.picture')} loading="lazy" decoding="async" />
          <span className="mk-visually-hidden">{t('inbox.openPicture')}</span>
        </a>
      )
    if (m.type !== 'text' && m.href)
      return (
        <a href={m.href} target="_blank" rel="noopener noreferrer" download={m.content || true}>
          {t('inbox.openFile', { name: m.content })}
        </a>
      )
    return <span className="ops-message__text">{m.content}</span>
  }
  return (
    <section className="ops-inbox__conversation" aria-labelledby="ops-conversation-title">
      <Link href="/inbox" className="ops-inbox__back">
        {t('inbox.back')}
      </Link>
      {props.status === 'loading' && <LoadingBlock lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'missing' && (
        <p id="ops-conversation-title" className="ops-inbox__empty">
          {t('inbox.missing')}
        </p>
      )}
      {props.status === 'ready' && (
        <>
          <header className="ops-inbox__conversation-head">
            <h2 id="ops-conversation-title" className="ops-inbox__heading">
              {t('inbox.heading', { user: props.userName, agent: props.agentName })}
            </h2>
            <p className="ops-inbox__row-muted">{t('inbox.headingId', { code: props.userCode })}</p>
          </header>
          <div className="ops-conversation">
            <div className="ops-conversation__main">
              {props.messages.length === 0 && <p className="ops-inbox__empty">{t('inbox.noMessages')}</p>}
              <ol
                ref={list}
                className="ops-messages"
                aria-label={t('inbox.history')}
                aria-live="polite"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so a keyboard must reach it (WCAG 2.1.1).
                tabIndex={0}
              >
                {props.messages.map((m) => (
                  <li
                    key={m.msgId}
                    className={m.from === 'user' ? 'ops-message' : 'ops-message ops-message--agent'}
                  >
                    <span className="ops-message__author">{author(m)}</span>
                    {body(m)}
                    <span className="ops-message__meta">
                      <time dateTime={new Date(m.at).toISOString()}>{formatWhen(m.at)}</time>
                      {m.from === 'agent' && (
                        <span>{m.read ? t('inbox.readByUser') : t('inbox.notReadByUser')}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
              {props.composer}
            </div>
            {props.userPanel && <div className="ops-conversation__aside">{props.userPanel}</div>}
          </div>
        </>
      )}
    </section>
  )
}
