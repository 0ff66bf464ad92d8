import type { Context, Hono } from 'hono'
import { userIdForToken } from '../http/auth.ts'
import { rupeesText } from '../http/wire.ts'
import { markDepositPaid } from '../services/wallet.ts'
import type { AppEnv, Sim } from '../sim.ts'
import { payLinkValid } from './pay-link.ts'

const headers = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem}button{font-size:1.1rem;padding:.6rem 1.4rem}</style>
</head><body>${body}</body></html>`

const BACK = '<p><a href="/app/#/hist">Back to the app</a></p>'

/** What anyone without a valid link sees: the same page whether the order exists or not. */
const refusal = (c: Context) =>
  c.html(
    page(
      'Link not valid',
      '<h1>This payment link is not valid or has expired</h1><p>Nothing was paid.</p><p>Open the deposit again from the app to get a new link.</p><p><a href="/app/#/deposit">Open Deposit in the app</a></p>',
    ),
    403,
    headers,
  )

interface OrderRow {
  order_num: string
  user_id: number
  amount: number
  status: number
}

/** Order numbers are a letter and digits (orderNumber); anything else is not looked up. */
const ORDER = /^[A-Z]\d{1,30}$/

/**
 * The local stand-in for a payment gateway: channel deposits link here, and "Pay" marks the order paid.
 * Only the order's owner gets in: the signed, expiring link pay/create answered (pay-link.ts), or a request
 * carrying the owner's `token` header. Plain HTML forms only, no script, so it works under the strictest
 * policy: the form carries the link's exp and sig as hidden fields.
 */
export function payPageRoutes(app: Hono<AppEnv>, sim: Sim): void {
  const find = (order: string) =>
    ORDER.test(order)
      ? (sim.db
          .prepare('SELECT order_num, user_id, amount, status FROM deposits WHERE order_num = ?')
          .get(order) as OrderRow | undefined)
      : undefined

  const byOwnerToken = (order: OrderRow, token: string | undefined) =>
    token !== undefined && userIdForToken(sim, token) === order.user_id

  app.get('/pay/:order', (c) => {
    const order = find(c.req.param('order'))
    const exp = c.req.query('exp')
    const sig = c.req.query('sig')
    if (!order) return refusal(c)
    const signed = payLinkValid(sim, order.order_num, order.user_id, exp, sig)
    if (!signed && !byOwnerToken(order, c.req.header('token'))) return refusal(c)
    // Only checked values reach the page (digits and hex).
    const hidden = signed
      ? `<input type="hidden" name="exp" value="${exp}"><input type="hidden" name="sig" value="${sig}">`
      : ''
    const body =
      order.status === 0
        ? `<h1>Mandi Pay (simulated)</h1><p>Order ${order.order_num}</p><p>Amount: ${rupeesText(order.amount)}</p>
<form method="post" action="/pay/${order.order_num}">${hidden}<button type="submit">Pay ${rupeesText(order.amount)}</button></form>`
        : `<h1>Already paid</h1><p>Order ${order.order_num} is paid.</p>${BACK}`
    return c.html(page('Mandi Pay', body), 200, headers)
  })

  app.post('/pay/:order', async (c) => {
    const order = find(c.req.param('order'))
    if (!order) return refusal(c)
    // The form sends exp and sig in its body; a link followed with POST (tests, scripts) has them in the query.
    let form: Record<string, unknown> = {}
    if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      // A form that cannot be read (cut off at the body limit, http/limits.ts) pays nothing.
      const read = await c.req.parseBody().catch(() => undefined)
      if (!read) return refusal(c)
      form = read
    }
    const field = (name: string) => {
      const value = form[name] ?? c.req.query(name)
      return typeof value === 'string' ? value : undefined
    }
    const signed = payLinkValid(sim, order.order_num, order.user_id, field('exp'), field('sig'))
    if (!signed && !byOwnerToken(order, c.req.header('token'))) return refusal(c)
    // markDepositPaid checks the status inside its transaction: of two POSTs, only the first credits.
    if (!markDepositPaid(sim.db, order.order_num, sim.clock.now())) {
      return c.html(
        page(
          'Already paid',
          `<h1>Already paid</h1><p>Order ${order.order_num} was paid before; nothing more was added.</p>${BACK}`,
        ),
        409,
        headers,
      )
    }
    return c.html(
      page(
        'Paid',
        `<h1>Payment received</h1><p>${rupeesText(order.amount)} was added to your balance.</p>${BACK}`,
      ),
      200,
      headers,
    )
  })
}
