import { describe, expect, it } from 'vitest'
import { paise } from './money.ts'
import { upiPayUrl } from './upi.ts'

describe('upiPayUrl', () => {
  it('fills payee, name, amount with two decimals, INR and the order as the note', () => {
    expect(
      upiPayUrl({
        payee: 'mandi.demo@demo.example',
        name: 'Mandi Demo Collections (demo)',
        amount: paise(300_000),
        note: 'D1780000000000123456',
      }),
    ).toBe(
      'upi://pay?pa=mandi.demo@demo.example&pn=Mandi%20Demo%20Collections%20(demo)&am=3000.00&cu=INR&tn=D1780000000000123456',
    )
  })

  it('encodes what would break the query', () => {
    const url = upiPayUrl({ payee: 'a@b', name: 'A & B=C', amount: paise(5), note: 'x?y#z' })
    const query = new URLSearchParams(url.slice('upi://pay?'.length))
    expect(query.get('pn')).toBe('A & B=C')
    expect(query.get('tn')).toBe('x?y#z')
    expect(query.get('am')).toBe('0.05')
  })
})
