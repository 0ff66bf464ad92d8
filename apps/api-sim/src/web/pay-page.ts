import type { Hono } from 'hono'
import { rupeesText } from '../http/wire.ts'
import { markDepositPaid } from '../services/wallet.ts'
import type { AppEnv, Sim } from '../sim.ts'

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

/**
 * The local stand-in for a payment gateway: channel deposits link here, and "Pay" marks the order paid.
 * Plain HTML forms only, no script, so it works under the strictest policy.
 */
export function payPageRoutes(app: Hono<AppEnv>, sim: Sim): void {
  const find = (order: string) =>
    sim.db.prepare('SELECT order_num, amount, status FROM deposits WHERE order_num = ?').get(order) as
      | { order_num: string; amount: number; status: number }
      | undefined

  app.get('/pay/:order', (c) => {
    const order = find(c.req.param('order'))
    if (!order) return c.html(page('Order not found', '<h1>Order not found</h1>'), 404, headers)
    const body =
      order.status === 0
        ? `<h1>Mandi Pay (simulated)</h1><p>Order ${order.order_num}</p><p>Amount: ${rupeesText(order.amount)}</p>
<form method="post" action="/pay/${order.order_num}"><button type="submit">Pay ${rupeesText(order.amount)}</button></form>`
        : `<h1>Already paid</h1><p>Order ${order.order_num} is paid.</p><p><a href="/app/#/hist">Back to the app</a></p>`
    return c.html(page('Mandi Pay', body), 200, headers)
  })

  app.post('/pay/:order', (c) => {
    const order = find(c.req.param('order'))
    if (!order) return c.html(page('Order not found', '<h1>Order not found</h1>'), 404, headers)
    markDepositPaid(sim.db, order.order_num, sim.clock.now())
    return c.html(
      page(
        'Paid',
        `<h1>Payment received</h1><p>${rupeesText(order.amount)} was added to your balance.</p><p><a href="/app/#/hist">Back to the app</a></p>`,
      ),
      200,
      headers,
    )
  })
}
