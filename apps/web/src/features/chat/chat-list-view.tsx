import { Avatar, Badge, Tabs } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { ActionLink, StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import './chat.css'

export type ChatListTab = 'msgs' | 'contacts'

export interface ConversationRow {
  /** The agent's id, or null when the latest message is ours and no stored conversation names the agent. */
  readonly peerId: number | null
  readonly name: string
  readonly icon: string
  readonly preview: string
  readonly mine: boolean
  readonly kind: 'text' | 'img' | 'file'
  readonly unread: number
  readonly time: string
}

export interface ContactRow {
  readonly id: number
  readonly name: string
  readonly icon: string
}

export interface ChatListViewProps {
  readonly tab: ChatListTab
  readonly conversations: { readonly status: ViewStatus; readonly items: readonly ConversationRow[] }
  readonly contacts: { readonly status: ViewStatus; readonly items: readonly ContactRow[] }
  readonly onTabChange: (tab: ChatListTab) => void
  readonly onRetry: (tab: ChatListTab) => void
}

export const chatBoxPath = (id: number, name: string) => `/chat_box?id=${id}&name=${encodeURIComponent(name)}`

/** /chat (spec §2): Msgs (conversations, unread counts) and Contacts (support agents) tabs. */
export function ChatListView(props: ChatListViewProps) {
  const t = useT()
  const unread = props.conversations.items.reduce((sum, row) => sum + row.unread, 0)
  const list = props.tab === 'msgs' ? props.conversations : props.contacts
  const preview = (row: ConversationRow) => {
    const text =
      row.kind === 'img' ? t('chat.list.image') : row.kind === 'file' ? t('chat.list.file') : row.preview
    return row.mine ? t('chat.list.you', { text }) : text
  }
  return (
    <section className="screen chat">
      <h1 className="screen__title">{t('chat.list.title')}</h1>
      <Tabs
        label={t('chat.list.tabs')}
        items={[
          { value: 'msgs', label: t('chat.list.msgs'), badge: unread },
          { value: 'contacts', label: t('chat.list.contacts'), badge: props.contacts.items.length },
        ]}
        value={props.tab}
        onChange={(value) => props.onTabChange(value as ChatListTab)}
        panelIdPrefix="chat"
      />
      <div
        className="chat__panel"
        role="tabpanel"
        id={`chat-${props.tab}`}
        aria-labelledby={`chat-tab-${props.tab}`}
      >
        <StatusBlock
          status={list.status}
          emptyTitle={t(props.tab === 'msgs' ? 'chat.list.emptyMsgs' : 'chat.list.emptyContacts')}
          emptyAction={<ActionLink to="/service">{t('chat.list.contactSupport')}</ActionLink>}
          onRetry={() => props.onRetry(props.tab)}
        />
        {list.status === 'success' && props.tab === 'msgs' && (
          <ul className="chat__list">
            {props.conversations.items.map((row, index) => {
              const body = (
                <>
                  <Avatar name={row.name} src={row.icon || null} size={40} />
                  <span className="chat__row-main">
                    <span className="chat__row-name" data-server-content="">
                      {row.name}
                    </span>
                    <span
                      className="chat__row-preview"
                      {...(row.kind === 'text' ? { 'data-server-content': '' } : {})}
                    >
                      {preview(row)}
                    </span>
                  </span>
                  <span className="chat__row-end">
                    <time className="chat__time">{row.time}</time>
                    <Badge count={row.unread} label={t('chat.list.unread', { count: row.unread })} />
                  </span>
                </>
              )
              return (
                <li key={row.peerId ?? `row-${index}`}>
                  {row.peerId === null ? (
                    <div className="chat__row">{body}</div>
                  ) : (
                    <Link
                      to={chatBoxPath(row.peerId, row.name)}
                      className="chat__row chat__row--link"
                      aria-label={t('chat.list.open', { name: row.name })}
                    >
                      {body}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        {list.status === 'success' && props.tab === 'contacts' && (
          <ul className="chat__list">
            {props.contacts.items.map((contact) => (
              <li key={contact.id}>
                <Link
                  to={chatBoxPath(contact.id, contact.name)}
                  className="chat__row chat__row--link"
                  aria-label={t('chat.list.open', { name: contact.name })}
                >
                  <Avatar name={contact.name} src={contact.icon || null} size={40} />
                  <span className="chat__row-main">
                    <span className="chat__row-name" data-server-content="">
                      {contact.name}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
