import { describe, expect, it } from 'vitest'
import { canSignIn, checkField, checkSelection, maxLengthOf } from './check-field.ts'
import {
  BANK_BIND_ONCE_NOTICE,
  NO_BANK_BOUND_MESSAGE,
  RULE_MESSAGES,
  SELECTION_MESSAGES,
} from './messages.ts'
import { RULE_IDS, type RuleId } from './rule-ids.ts'

type Row = { rule: RuleId; valid: string[]; invalid: string[]; message: string }

const x = (n: number, char = 'a') => char.repeat(n)

// One entry per row of the §5 table; valid and invalid values sit on both sides of every bound.
const ROWS: Row[] = [
  {
    rule: 'registration.name',
    message: 'name too short',
    valid: ['Al', 'Demo Apple', ' Al '],
    invalid: ['A', '', '  ', ' A '],
  },
  {
    rule: 'registration.email',
    message: 'invalid email',
    valid: ['x@y.z', 'asha.rao@mail.co.in', ' a@b.in '],
    invalid: ['', 'x@y', 'xy.z', 'x@@y.z', 'x y@z.in', '@y.z', 'x@.z', 'x@y.', 'x@y..z'],
  },
  {
    rule: 'registration.password',
    message: 'password too short',
    valid: ['123456', 'a long password'],
    invalid: ['12345', ''],
  },
  {
    rule: 'registration.mobile',
    message: 'invalid mobile',
    valid: ['9000000001', '+919000000001'],
    invalid: ['987654321', '', '  98765432  '],
  },
  {
    rule: 'registration.inviteCode',
    message: 'invalid invite code',
    valid: ['66666', 'ABCDEFG'],
    invalid: ['6666', ''],
  },
  { rule: 'otp', message: 'invalid otp', valid: ['123456', 'a1b2c3'], invalid: ['12345', '1234567', ''] },
  {
    rule: 'trade.amount',
    message: 'Invalid Amount',
    valid: ['100', '123456789012'],
    invalid: ['99', '1234567890123', '', '12a', '100.5', '１００', '१००', ' 100'],
  },
  {
    rule: 'deposit.amountField',
    message: 'Invalid Amount',
    valid: ['60', '1234567890'],
    invalid: ['6', '12345678901', '', '6x', '60.5'],
  },
  {
    rule: 'deposit.amount',
    message: 'Please enter a valid amount',
    valid: ['1', '600', '0.5', ' 600 '],
    invalid: ['0', '0.00', '', 'abc', '-5', '1e3'],
  },
  {
    rule: 'pan',
    message: 'Invalid PAN',
    valid: ['ABCDE1234F', 'abcde1234f'],
    invalid: ['ABCDE1234', 'ABCDE1234FG', 'ABCDE 234F', 'ABCDE-234F', ''],
  },
  {
    rule: 'verification.fullName',
    message: 'Full name must be 5 to 30 characters',
    valid: ['Demo Apple', 'Demo5', x(30), ` ${x(30)} `],
    invalid: ['Demo', x(31), '', '     ', ' Dem '],
  },
  {
    rule: 'verification.birthDate',
    message: 'Date of birth must be 8 digits as YYYYMMDD',
    valid: ['19900115', '20000229', '19991231'],
    invalid: [
      '1990011',
      '199001151',
      '19901301',
      '19900230',
      '19990229',
      '19900001',
      '1990-01-15',
      '',
      'abcdefgh',
    ],
  },
  {
    rule: 'verification.address',
    message: 'Address must be 3 to 30 letters or digits',
    valid: ['12B', '12 Demo Street', 'Flat 4  Sector 9', ` ${x(30)} `, `${x(14)} ${x(15)}`],
    invalid: ['12', x(31), '', '   ', '12/B Demo Street', 'Demo Street, Pune', 'A  '],
  },
  {
    rule: 'verification.pin',
    message: 'PIN must be exactly 6 digits',
    valid: ['411001'],
    invalid: ['41100', '4110011', '41100a', '', '४११००१'],
  },
  {
    rule: 'verification.city',
    message: 'City must be at least 3 letters or digits',
    valid: ['Goa', 'New Delhi', x(100), ' Pune '],
    invalid: ['Go', '', '   ', 'Navi-Mumbai', ' Go '],
  },
  {
    rule: 'password.change',
    message: 'Invalid Password',
    valid: ['abc123', 'a.b*c@1', x(20)],
    invalid: ['abc12', x(21), 'abc 123', 'abc#123', '', 'pässwörd'],
  },
  {
    rule: 'withdrawal.amount',
    message: 'Invalid Amount',
    valid: ['100', '123456789012'],
    invalid: ['99', '1234567890123', '', '1,000', '100.00'],
  },
  {
    rule: 'bitPro.amount',
    message: 'Amount must be 3 to 12 digits',
    valid: ['600', '123456789012'],
    invalid: ['60', '1234567890123', '', '6000a'],
  },
  {
    rule: 'mining.quantity',
    message: 'Invalid Num',
    valid: ['1', '999', '0'],
    invalid: ['', '1000', '1.5', '-1', 'a'],
  },
  {
    rule: 'bank.account',
    message: 'Bank account number is required, at most 20 characters',
    valid: ['1', x(20, '1')],
    invalid: ['', x(21, '1'), '   '],
  },
  {
    rule: 'bank.ifsc',
    message: 'IFSC code is required, at most 11 characters',
    valid: ['S', 'DEMO0000001'],
    invalid: ['', 'DEMO00000012'],
  },
  {
    rule: 'bank.bankName',
    message: 'Bank name is required, at most 20 characters',
    valid: ['S', x(20)],
    invalid: ['', x(21)],
  },
  {
    rule: 'bankUpdate.holder',
    message: 'Invalid Bank Account Holder Name',
    valid: ['Dem', x(20), 'Demo Apple'],
    invalid: ['De', x(21), '', '   '],
  },
  {
    rule: 'bankUpdate.account',
    message: 'Invalid Bank Account Number',
    valid: ['12345', x(20, '9')],
    invalid: ['1234', x(21, '9'), '12345a', '', '12 345'],
  },
  {
    rule: 'bankUpdate.ifsc',
    message: 'Invalid IFSC Code',
    valid: ['DEMO0000001', 'demo0000001'],
    invalid: ['DEMO000000', 'DEMO00000012', 'DEMO-000001', ''],
  },
  {
    rule: 'bankUpdate.bankName',
    message: 'Invalid Bank Name',
    valid: ['XYZ', 'Demo Bank', x(20)],
    invalid: ['XY', x(21), 'Demo Bank 2', 'Demo-Bank', '', '   '],
  },
  {
    rule: 'bankUpdate.otp',
    message: 'Invalid OTP Code',
    valid: ['123456'],
    invalid: ['12345', '1234567', '12345a', ''],
  },
  {
    rule: 'transfer.utr',
    message: 'Enter the 12-digit UTR your bank shows for the transfer',
    valid: ['412345678901', '000000000001'],
    invalid: ['41234567890', '4123456789012', '41234567890a', '4123 4567 890', '', '४१२३४५६७८९०१'],
  },
]

describe('checkField: every row of §5', () => {
  it('has a row for every rule id', () => {
    expect(ROWS.map((row) => row.rule).sort()).toEqual([...RULE_IDS].sort())
  })

  describe.each(ROWS)('$rule', ({ rule, valid, invalid, message }) => {
    it.each(valid)('accepts %j', (value) => {
      expect(checkField(rule, value)).toBeNull()
    })

    it.each(invalid)(`rejects %j with '${message}'`, (value) => {
      expect(checkField(rule, value)).toBe(message)
    })
  })
})

describe('messages', () => {
  it("spells the spec's 'Invild' as 'Invalid' and keeps the rest verbatim", () => {
    expect(Object.values(RULE_MESSAGES).some((m) => m.includes('Invild'))).toBe(false)
    expect(RULE_MESSAGES['trade.amount']).toBe('Invalid Amount')
    expect(RULE_MESSAGES.pan).toBe('Invalid PAN')
    expect(RULE_MESSAGES['password.change']).toBe('Invalid Password')
    expect(RULE_MESSAGES['mining.quantity']).toBe('Invalid Num')
  })

  it('has the notices of the bank forms and withdrawal', () => {
    expect(BANK_BIND_ONCE_NOTICE).toBe('The same account can only be bound once')
    expect(NO_BANK_BOUND_MESSAGE).toBe('Please bind a withdrawal bank card first')
  })
})

describe('maxLengthOf', () => {
  it.each([
    ['otp', 6],
    ['trade.amount', 12],
    ['deposit.amountField', 10],
    ['pan', 10],
    ['verification.fullName', 30],
    ['verification.birthDate', 8],
    ['verification.address', 30],
    ['verification.pin', 6],
    ['password.change', 20],
    ['withdrawal.amount', 12],
    ['bitPro.amount', 12],
    ['mining.quantity', 3],
    ['bank.account', 20],
    ['bank.ifsc', 11],
    ['bank.bankName', 20],
    ['bankUpdate.holder', 20],
    ['bankUpdate.account', 20],
    ['bankUpdate.ifsc', 11],
    ['bankUpdate.bankName', 20],
    ['bankUpdate.otp', 6],
  ] as const)('%s allows at most %d characters', (rule, max) => {
    expect(maxLengthOf(rule)).toBe(max)
  })

  it.each([
    'registration.name',
    'registration.email',
    'registration.password',
    'registration.mobile',
    'registration.inviteCode',
    'deposit.amount',
    'verification.city',
  ] as const)('%s has no maximum in §5', (rule) => {
    expect(maxLengthOf(rule)).toBeUndefined()
  })
})

describe('checkSelection (§5 deposit continue, withdrawal bank)', () => {
  it.each([null, undefined, ''])('asks for a payment method when the channel is %j', (selected) => {
    expect(checkSelection('deposit.channel', selected)).toBe('Please select a payment method')
    expect(checkSelection('withdrawal.bank', selected)).toBe('Please select a bank account')
  })

  it.each([0, 7, 'upi', { id: 1 }])('accepts the choice %j', (selected) => {
    expect(checkSelection('deposit.channel', selected)).toBeNull()
    expect(checkSelection('withdrawal.bank', selected)).toBeNull()
  })

  it('shares the selection messages', () => {
    expect(SELECTION_MESSAGES).toEqual({
      'deposit.channel': 'Please select a payment method',
      'withdrawal.bank': 'Please select a bank account',
    })
  })
})

describe('canSignIn (§5 login)', () => {
  it.each([
    ['10001', '123456', true],
    ['10001', '12345', false],
    ['', '123456', false],
    ['   ', '123456', false],
    ['10001', '', false],
  ])('id %j with password %j → %s', (id, password, enabled) => {
    expect(canSignIn(id, password)).toBe(enabled)
  })
})
