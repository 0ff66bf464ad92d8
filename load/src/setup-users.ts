import { randomUUID } from 'node:crypto'
import { paiseToRupeeString, rupees, toPaise } from '@mandi/domain'
import { type Api, eachLimited, fetchPatiently, okData, SetupError } from './api.ts'

/** A signed-in load user with a bound bank and a paid opening deposit. */
export interface LoadUser {
  index: number
  id: number
  mob: string
  token: string
  bankId: number
}

export interface Market {
  /** Products to buy: id and current price (paise). Prices step hourly; a refusal brings the new one. */
  products: { id: number; price: number }[]
  /** trade/create's rate percent as the app shows it. */
  tradeRate: string
}

/** Every load user's opening deposit. */
export const OPENING_DEPOSIT = rupees(20_000)

/** Mobile numbers 8100000000 onwards: apart from the seeded accounts (98…, 91…, 90…, 70000…). */
const mobOf = (index: number) => `81${String(index).padStart(8, '0')}`

/** Letters only, so the name passes every name rule (bank holder 3–20 characters). */
const nameOf = (index: number) => {
  let letters = ''
  let n = index
  do {
    letters = String.fromCharCode(97 + (n % 26)) + letters
    n = Math.floor(n / 26)
  } while (n > 0)
  return `Load ${letters}`
}

/**
 * Registers, signs in, binds a bank and pays an opening deposit for one user, through the API as the app
 * does (the deposit through pay/create and its signed payment link), so every rupee a user holds has a
 * ledger line.
 */
async function prepareUser(api: Api, index: number): Promise<LoadUser> {
  const mob = mobOf(index)
  const name = nameOf(index)
  const password = 'load1234'
  // A code is sent to the number first, as the app does: the sim accepts its fixed 123456 on loopback only
  // for a number it was sent to, and spends it once.
  okData(`send the code to ${mob}`, await api.post('sms_otp', { mob, key: '' }))
  okData(
    `register ${mob}`,
    await api.post('user/register', {
      name,
      email: `load${index}@mandi.example`,
      pass_word: password,
      mob,
      invite_code: '66666',
      ver_code: '123456',
    }),
  )
  const login = okData<{ id: number; token: string }>(
    `login ${mob}`,
    await api.post('user/login', { mob, pass_word: password }),
  )
  const token = login.token
  okData(
    `bind bank ${mob}`,
    await api.post(
      'bank/create',
      {
        account_holder: name,
        bank_account: `81${String(index).padStart(12, '0')}`,
        ifsc: 'DEMO0000001',
        bank_name: 'Sample Bank',
      },
      token,
    ),
  )
  const banks = okData<{ id: number }[]>(`bank list ${mob}`, await api.get('bank/list', token))
  const bankId = banks[0]?.id
  if (bankId === undefined) throw new SetupError(`no bank for ${mob}`)
  const order = okData<{ url: string }>(
    `opening deposit ${mob}`,
    await api.post(
      'pay/create',
      { amount: paiseToRupeeString(OPENING_DEPOSIT), tp: '0', payin_channel_id: '2' },
      token,
      randomUUID(),
    ),
  )
  const paid = await fetchPatiently(order.url, { method: 'POST' })
  if (paid.status !== 200) throw new SetupError(`paying the opening deposit of ${mob}: HTTP ${paid.status}`)
  return { index, id: login.id, mob, token, bankId }
}

export async function prepareUsers(api: Api, count: number, concurrency: number): Promise<LoadUser[]> {
  return eachLimited(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    (index) => prepareUser(api, index),
  )
}

export async function readMarket(api: Api, token: string): Promise<Market> {
  const list = okData<{ id: number; price: string }[]>('product/list', await api.get('product/list', token))
  const rate = okData<{ rate: number }>('trade/rate', await api.get('trade/rate', token))
  // The cheaper half: a user's ₹20,000 buys several of them.
  const products = list
    .map((p) => ({ id: p.id, price: toPaise(p.price) as number }))
    .filter((p) => p.price <= rupees(2_000))
  if (products.length === 0) throw new SetupError('no product under ₹2,000')
  return { products, tradeRate: String(rate.rate) }
}
