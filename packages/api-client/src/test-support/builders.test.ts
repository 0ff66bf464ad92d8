import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { Announcement } from '../schemas/announcement.ts'
import { LoginResult } from '../schemas/auth.ts'
import { BankAccount } from '../schemas/bank-account.ts'
import { ChatMessage } from '../schemas/chat.ts'
import { Envelope } from '../schemas/envelope.ts'
import { Tick } from '../schemas/market.ts'
import { MiningOrder, MiningProduct } from '../schemas/mining.ts'
import { PaymentChannel } from '../schemas/payment.ts'
import { HeldPosition, Position } from '../schemas/position.ts'
import { ProInvestment, ProTotals } from '../schemas/pro.ts'
import { ProductInfo, ProductSummary } from '../schemas/product.ts'
import { RewardEntry } from '../schemas/reward.ts'
import { SalaryLog } from '../schemas/salary.ts'
import { SettlementEntry } from '../schemas/settlement.ts'
import { SupportContact } from '../schemas/support.ts'
import { TeamMember, TeamSummary } from '../schemas/team.ts'
import { TradeOrder } from '../schemas/trade.ts'
import { UserInfo } from '../schemas/user.ts'
import { VerificationRecord } from '../schemas/verification.ts'
import { DepositRecord, WalletRecord, WithdrawalRecord } from '../schemas/wallet-record.ts'
import * as b from './index.ts'

// Every builder with its schema: a builder's default must decode, so a fake can never send what the
// client would refuse. A builder missing here fails the last test.
const pairs: ReadonlyArray<readonly [string, Schema.Top, () => unknown]> = [
  ['wireAnnouncement', Announcement, b.wireAnnouncement],
  ['wireBankAccount', BankAccount, b.wireBankAccount],
  ['wireChatMessage', ChatMessage, b.wireChatMessage],
  ['wireDepositRecord', DepositRecord, b.wireDepositRecord],
  ['wireHeldPosition', HeldPosition, b.wireHeldPosition],
  ['wireLoginResult', LoginResult, b.wireLoginResult],
  ['wireMiningOrder', MiningOrder, b.wireMiningOrder],
  ['wireMiningProduct', MiningProduct, b.wireMiningProduct],
  ['wirePaymentChannel', PaymentChannel, b.wirePaymentChannel],
  ['wirePosition', Position, b.wirePosition],
  ['wireProInvestment', ProInvestment, b.wireProInvestment],
  ['wireProTotals', ProTotals, b.wireProTotals],
  ['wireProduct', ProductSummary, b.wireProduct],
  ['wireProductInfo', ProductInfo, b.wireProductInfo],
  ['wireRewardEntry', RewardEntry, b.wireRewardEntry],
  ['wireSalaryLog', SalaryLog, b.wireSalaryLog],
  ['wireSettlement', SettlementEntry, b.wireSettlement],
  ['wireSupportContact', SupportContact, b.wireSupportContact],
  ['wireTeamMember', TeamMember, b.wireTeamMember],
  ['wireTeamSummary', TeamSummary, b.wireTeamSummary],
  ['wireTick', Tick, b.wireTick],
  ['wireTradeOrder', TradeOrder, b.wireTradeOrder],
  ['wireUserInfo', UserInfo, b.wireUserInfo],
  ['wireVerificationRecord', VerificationRecord, b.wireVerificationRecord],
  ['wireWalletRecord', WalletRecord, b.wireWalletRecord],
  ['wireWithdrawalRecord', WithdrawalRecord, b.wireWithdrawalRecord],
]

describe('wire builders', () => {
  it.each(pairs)('%s decodes with its schema', (_name, schema, build) => {
    expect(() => Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(build())).not.toThrow()
  })

  it.each(pairs)('%s sends every field its schema names, under its wire name', (_name, schema, build) => {
    // A field renamed in the schema (or in the builder) is missing on one side: decoding the builder
    // without that field must fail, so each field the builder sends is one the schema reads.
    const value = build() as Record<string, unknown>
    const encoded = Schema.encodeSync(schema as Schema.Codec<unknown, unknown>)(
      Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(value),
    ) as Record<string, unknown>
    expect(Object.keys(encoded).sort()).toEqual(Object.keys(value).sort())
  })

  it('covers every builder', () => {
    const builders = Object.keys(b).filter((name) => name.startsWith('wire') && name !== 'WIRE_AT')
    expect(builders.sort()).toEqual(pairs.map(([name]) => name).sort())
  })

  it('applies overrides over the defaults', () => {
    expect(b.wireProduct({ title: 'Demo Tea' })).toMatchObject({ id: 7, title: 'Demo Tea' })
  })

  it('wraps answers in the envelope every call decodes', () => {
    expect(Schema.decodeUnknownSync(Envelope)(b.envelope([b.wireProduct()]))).toMatchObject({ status: 1 })
    expect(Schema.decodeUnknownSync(Envelope)(b.failure(3, 'Session expired'))).toEqual({
      status: 3,
      info: 'Session expired',
    })
  })
})
