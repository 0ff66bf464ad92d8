import { randomUUID } from 'node:crypto'
import { ACTION_PATHS, type Action, type Outgoing } from './book.ts'
import type { LoadUser } from './setup-users.ts'

/** The headers the app sends on an API call: the user's token, the language, the body's type and the key. */
export function apiHeaders(user: LoadUser, json: boolean, key?: string): Record<string, string> {
  const headers: Record<string, string> = {
    token: user.token,
    lang: 'en',
    'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
  }
  if (key) headers['idempotency-key'] = key
  return headers
}

/**
 * A money POST as the app sends it, under a new Idempotency-Key: product/buy and product/sell take JSON, the
 * others a form. Both traffic modes (connections and fetch) build their keyed writes here.
 */
export function keyedRequest(
  action: Action,
  user: LoadUser,
  fields: Record<string, string | number>,
): Outgoing {
  const json = action === 'buy' || action === 'sell'
  const key = randomUUID()
  return {
    label: action,
    method: 'POST',
    path: `/api/${ACTION_PATHS[action]}`,
    headers: apiHeaders(user, json, key),
    body: json
      ? JSON.stringify(fields)
      : new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    keyed: { action, key, userId: user.id },
  }
}
