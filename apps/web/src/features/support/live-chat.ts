/**
 * The live-chat provider's origin, fixed here and nowhere else: the query only ever picks a channel and a
 * code on it, never a host. The spec does not name the provider; this reserved `.example` origin stands
 * for it until the real one is configured.
 */
export const LIVE_CHAT_ORIGIN = 'https://livechat.mandi.example'

/** channel and code from the query must be short words of letters, digits, '_' or '-'. */
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/

export type LiveChat =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'ok'; readonly url: string }

/** The live-chat frame URL for `?channel=…&code=…`: none without a channel, invalid when either fails the pattern. */
export function liveChatFrom(channel: string | null, code: string | null): LiveChat {
  if (channel === null && code === null) return { kind: 'none' }
  if (channel === null || code === null || !TOKEN.test(channel) || !TOKEN.test(code))
    return { kind: 'invalid' }
  return { kind: 'ok', url: `${LIVE_CHAT_ORIGIN}/chat/${channel}?code=${code}` }
}

/** A Telegram link from the configured `tg`: a username (with or without @) or a t.me link; else null. */
export function telegramUrl(tg: string): string | null {
  const value = tg.trim()
  const name = /^@?([A-Za-z0-9_]{3,64})$/.exec(value)?.[1]
  if (name) return `https://t.me/${name}`
  const link = /^https:\/\/t\.me\/([A-Za-z0-9_]{3,64})\/?$/.exec(value)?.[1]
  return link ? `https://t.me/${link}` : null
}
