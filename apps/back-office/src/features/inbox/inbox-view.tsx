import type { ConnectionState } from '@mandi/api-client'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import './inbox.css'

export interface InboxViewProps {
  /** The live feed's state: new messages show by themselves only while it is open. */
  readonly live: ConnectionState
  /** The conversation list (ConversationListView). */
  readonly list: ReactNode
  /** The open conversation, or null: a hint to choose one. */
  readonly detail: ReactNode | null
}

/**
 * The support inbox: the list beside the open conversation on a desk screen; on a narrow one the list alone,
 * or the open conversation alone with a way back to the list.
 */
export function InboxView(props: InboxViewProps) {
  const t = useT()
  return (
    <div className={props.detail ? 'ops-inbox ops-inbox--open' : 'ops-inbox'}>
      <div className="ops-inbox__bar">
        <h1 className="ops-inbox__title">{t('inbox.title')}</h1>
        <p className={`ops-live ops-live--${props.live}`} role="status">
          {t(`shell.live.${props.live}`)}
        </p>
      </div>
      {props.list}
      {props.detail ?? <p className="ops-inbox__pick">{t('inbox.pick')}</p>}
    </div>
  )
}
