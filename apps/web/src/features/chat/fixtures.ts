import { rupees } from '@mandi/domain'
import type { ChatBubble } from './chat-box-view.tsx'
import type { ContactRow, ConversationRow } from './chat-list-view.tsx'

export const conversations: ConversationRow[] = [
  {
    peerId: 900001,
    name: 'Support desk',
    icon: '',
    preview: 'Automatic reply: Your withdrawal of ₹1,000.00 on 22 Nov 2026 shows Pending in bank.',
    mine: false,
    kind: 'text',
    unread: 2,
    time: 'Today, 10:05 pm',
  },
  {
    peerId: 900002,
    name: 'Finance desk',
    icon: '',
    preview: 'receipt.pdf',
    mine: true,
    kind: 'file',
    unread: 0,
    time: 'Yesterday, 9:00 am',
  },
]

export const contacts: ContactRow[] = [
  { id: 900001, name: 'Support desk', icon: '' },
  { id: 900002, name: 'Finance desk', icon: '' },
]

/** A tiny inline image so stories need no server (data: is allowed for images by the CSP). */
const PIXEL =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="%230b6bcb"/></svg>'

export const bubbles: ChatBubble[] = [
  {
    key: 'in-1',
    mine: false,
    kind: 'text',
    content:
      'This chat answers automatically about deposits, withdrawals, KYC, mining, BIT Pro and passwords.',
    url: '',
    time: '22 Nov, 10:00 pm',
    status: 'sent',
    auto: { key: 'chat.auto.help.topics', amounts: {}, params: {}, link: null },
  },
  {
    key: 'a',
    mine: true,
    kind: 'text',
    content: 'My deposit is pending.',
    url: '',
    time: '22 Nov, 10:01 pm',
    status: 'sent',
    seen: true,
  },
  {
    key: 'up-3',
    mine: true,
    kind: 'img',
    content: 'receipt.png',
    url: PIXEL,
    time: '22 Nov, 10:02 pm',
    status: 'sent',
  },
  {
    key: 'in-4',
    mine: false,
    kind: 'file',
    content: 'guide.pdf',
    url: 'http://localhost:8081/files/chat/guide.pdf',
    time: '22 Nov, 10:03 pm',
    status: 'sent',
  },
  {
    key: 'in-5',
    mine: false,
    kind: 'text',
    content:
      'Your deposit of ₹3,000.00 on 22 Nov is not paid yet: it is credited when you pay on its payment page.',
    url: '',
    time: '22 Nov, 10:02 pm',
    status: 'sent',
    auto: {
      key: 'chat.auto.deposit.unpaid',
      person: 'chat.auto.person.whenAvailable',
      amounts: { amount: rupees(3000) },
      params: { date: '22 Nov 2026' },
      link: { to: '/hist?tab=deposit', label: 'chat.auto.link.deposits' },
    },
  },
  { key: 'b', mine: true, kind: 'text', content: 'Thanks', url: '', time: '', status: 'queued' },
]

/** A file being uploaded (shown by its name until the server has it) and one whose upload is unconfirmed. */
export const uploadingBubble: ChatBubble = {
  key: 'k-1',
  mine: true,
  kind: 'img',
  content: 'payment-slip.png',
  url: '',
  time: '',
  status: 'queued',
}
export const unconfirmedBubble: ChatBubble = { ...uploadingBubble, key: 'k-2', status: 'unconfirmed' }
