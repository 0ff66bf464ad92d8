import { formatRupees, type Paise, paise, serverMoment } from '@mandi/domain'
import type { ChatAutoFacts } from '@mandi/state-machines'
import { type Translate, tKey } from '../../i18n/i18n.tsx'
import { appRoute } from '../../links/app-route.ts'

/** The sentence of each automatic reply the app knows, by `topic.state` (CONTRACT.md "Automatic replies"). */
const TEXTS: Readonly<Record<string, string>> = {
  'deposit.credited': tKey('chat.auto.deposit.credited'),
  'deposit.unpaid': tKey('chat.auto.deposit.unpaid'),
  'deposit.transfer': tKey('chat.auto.deposit.transfer'),
  'deposit.none': tKey('chat.auto.deposit.none'),
  'withdrawal.pending': tKey('chat.auto.withdrawal.pending'),
  'withdrawal.paid': tKey('chat.auto.withdrawal.paid'),
  'withdrawal.refunded': tKey('chat.auto.withdrawal.refunded'),
  'withdrawal.none': tKey('chat.auto.withdrawal.none'),
  'kyc.verified': tKey('chat.auto.kyc.verified'),
  'kyc.review': tKey('chat.auto.kyc.review'),
  'kyc.unverified': tKey('chat.auto.kyc.unverified'),
  'mining.bought': tKey('chat.auto.mining.bought'),
  'mining.none': tKey('chat.auto.mining.none'),
  'pro.active': tKey('chat.auto.pro.active'),
  'pro.stopped': tKey('chat.auto.pro.stopped'),
  'pro.none': tKey('chat.auto.pro.none'),
  'password.help': tKey('chat.auto.password.help'),
  'file.received': tKey('chat.auto.file.received'),
  'help.topics': tKey('chat.auto.help.topics'),
}

/** When a person answers, by the reply's `person` (CONTRACT.md "Automatic replies"). */
const PERSON_TEXTS: Readonly<Record<string, string>> = {
  when_available: tKey('chat.auto.person.whenAvailable'),
}

/** What the link of a reply says, by the screen it opens. */
const LINK_LABELS: Readonly<Record<string, string>> = {
  '/hist?tab=deposit': tKey('chat.auto.link.deposits'),
  '/hist?tab=withdraw': tKey('chat.auto.link.withdrawals'),
  '/salary?tab=payout': tKey('chat.auto.link.salaryWithdrawals'),
  '/payout': tKey('chat.auto.link.withdraw'),
  '/deposit': tKey('chat.auto.link.deposit'),
  '/verif': tKey('chat.auto.link.verification'),
  '/home': tKey('chat.auto.link.home'),
  '/center': tKey('chat.auto.link.statement'),
  '/pro': tKey('chat.auto.link.pro'),
  '/pro_detail': tKey('chat.auto.link.investment'),
  '/changeloginpass': tKey('chat.auto.link.password'),
}

/** An automatic reply as the chat view shows it: its sentence (a catalogue key and its values) and link. */
export interface AutoReplyBubble {
  /** The sentence's catalogue key; null for a reply the app does not know (its English `content` is shown). */
  readonly key: string | null
  /** {{amount}} and {{profit}}, shown through Money. */
  readonly amounts: Readonly<Record<string, Paise>>
  /** {{date}} (India date in the reader's locale) and {{name}}. */
  readonly params: Readonly<Record<string, string>>
  /** The app screen that shows what the reply is about, and the catalogue key of its label. */
  readonly link: { readonly to: string; readonly label: string } | null
  /** The catalogue key of when a person answers, when the server said it. */
  readonly person?: string
}

/** The reply's sentence and link in the reader's language, from the facts the server sent. */
export function autoReplyBubble(auto: ChatAutoFacts, intlLocale: string, nowMs: number): AutoReplyBubble {
  const to = appRoute(auto.link)
  const amounts: Record<string, Paise> = {}
  if (auto.amount !== undefined) amounts.amount = paise(auto.amount)
  if (auto.profit !== undefined) amounts.profit = paise(auto.profit)
  const params: Record<string, string> = {}
  if (auto.at) params.date = serverMoment(auto.at, nowMs, intlLocale)?.date ?? auto.at
  if (auto.name) params.name = auto.name
  const person = auto.person ? PERSON_TEXTS[auto.person] : undefined
  return {
    key: TEXTS[`${auto.topic}.${auto.state}`] ?? null,
    ...(person ? { person } : {}),
    amounts,
    params,
    link:
      to === null
        ? null
        : {
            to,
            label: LINK_LABELS[to] ?? LINK_LABELS[to.split('?')[0] ?? ''] ?? tKey('chat.auto.link.open'),
          },
  }
}

/** The same as one line of text (the conversation list's preview), amounts as ₹ text. */
export function autoReplyText(t: Translate, bubble: AutoReplyBubble, content: string): string {
  if (bubble.key === null) return content
  const amounts = Object.fromEntries(
    Object.entries(bubble.amounts).map(([name, value]) => [name, formatRupees(value)]),
  )
  return t(bubble.key, { ...bubble.params, ...amounts })
}
