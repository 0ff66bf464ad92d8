import { type Paise, toPaise } from '@mandi/domain'
import { Effect } from 'effect'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient } from '../client.ts'
import type { ApiError, PriceGuardError } from '../errors.ts'
import { AT, wire } from '../test-support/fixtures.ts'
import {
  type RecordedRequest,
  refusedUrl,
  startTestServer,
  type TestServer,
} from '../test-support/http-server.ts'

/**
 * One row per call of §7 and of the chat API. Each row is run against a real HTTP server: success (the
 * server checks method, path, encoding, headers and parameters; the test checks the decoded value),
 * status 0, status 3, a body of the wrong shape, a body that is not JSON, a slow answer and a refused
 * connection.
 */
interface Row {
  readonly name: string
  readonly host: 'api' | 'chat'
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly encoding: 'query' | 'form' | 'json' | 'multipart'
  /** Money-moving POSTs and the chat send/upload must carry the caller's Idempotency-Key. */
  readonly idempotent?: boolean
  readonly run: (client: ApiClient, key: string) => Effect.Effect<unknown, ApiError | PriceGuardError>
  /** The payload the server must receive, by wire name. */
  readonly params: Record<string, unknown>
  /** `data` of the canned success answer; absent for calls answering only status and info. */
  readonly data?: unknown
  /** Checks of the decoded success value. */
  readonly check: (value: unknown) => void
}

const p = (rupees: string): Paise => toPaise(rupees)
const KEY = 'key-3f1c9a'

const PASSKEY_CREATION_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Mandi', id: 'localhost' },
  user: { id: 'dXNlcg', name: '9000000000', displayName: 'Demo User' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 60000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
}
const BROWSER_CREDENTIAL = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
}
const WIRE_PASSKEY = {
  id: 'a',
  name: 'Chrome on Android',
  device: 'Chrome on Android',
  host: 'localhost',
  created_at: '2026-06-01 15:50:00',
  last_used_at: '2026-06-02 09:00:00',
  last_used_device: 'Chrome on Android',
}
const PASSKEY = {
  id: 'a',
  name: 'Chrome on Android',
  device: 'Chrome on Android',
  host: 'localhost',
  createdAt: '2026-06-01 15:50:00',
  lastUsedAt: '2026-06-02 09:00:00',
  lastUsedDevice: 'Chrome on Android',
}

const rows: ReadonlyArray<Row> = [
  {
    name: 'product.list',
    host: 'api',
    method: 'GET',
    path: 'product/list',
    encoding: 'query',
    run: (c) => c.product.list(),
    params: {},
    data: [wire.product],
    check: (v) => expect(v).toEqual([{ ...wire.product, price: p('1200.50') }]),
  },
  {
    name: 'product.info',
    host: 'api',
    method: 'GET',
    path: 'product/info',
    encoding: 'query',
    run: (c) => c.product.info(7),
    params: { id: '7' },
    data: wire.productInfo,
    check: (v) =>
      expect(v).toEqual({
        id: 7,
        title: 'Demo Rice 5kg',
        price: p('1200.50'),
        stock: 42,
        image: 'img/rice.png',
        description: '',
        priceHistories: [{ createdAt: AT, price: p('1190') }],
      }),
  },
  {
    name: 'product.positions',
    host: 'api',
    method: 'GET',
    path: 'product/positions',
    encoding: 'query',
    run: (c) => c.product.positions(7),
    params: { product_id: '7' },
    data: [wire.heldPosition],
    check: (v) =>
      expect(v).toEqual([{ id: 3, productId: 7, quantity: 2, balanceUsed: 200000, integralUsed: 40100 }]),
  },
  {
    name: 'product.buy',
    host: 'api',
    method: 'POST',
    path: 'product/buy',
    encoding: 'json',
    idempotent: true,
    run: (c, key) =>
      c.product.buy(
        { productId: 7, quantity: 2, buyPrice: p('1200.50'), useBalance: p('2000'), useIntegral: p('401') },
        key,
      ),
    params: {
      product_id: 7,
      quantity: 2,
      buy_price: '1200.50',
      use_balance: '2000.00',
      use_integral: '401.00',
    },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'product.sell',
    host: 'api',
    method: 'POST',
    path: 'product/sell',
    encoding: 'json',
    idempotent: true,
    run: (c, key) => c.product.sell({ purchaseId: 3, quantity: 1 }, key),
    params: { purchase_id: 3, quantity: 1 },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'product.transactions',
    host: 'api',
    method: 'GET',
    path: 'product/transaction_list',
    encoding: 'query',
    run: (c) => c.product.transactions(1),
    params: { status: '1' },
    data: [wire.position],
    check: (v) =>
      expect(v).toEqual([
        {
          id: 3,
          productId: 7,
          status: 1,
          quantity: 2,
          buyPrice: 120050,
          sellPrice: null,
          profit: null,
          balanceUsed: 200000,
          integralUsed: 40100,
          createdAt: AT,
          product: { id: 7, title: 'Demo Rice 5kg', image: 'img/rice.png', price: 120050 },
        },
      ]),
  },
  {
    name: 'auth.login',
    host: 'api',
    method: 'POST',
    path: 'user/login',
    encoding: 'form',
    run: (c) => c.auth.login({ mob: '1001', password: 'secret1', fingerLogin: 'fp', token: 'push' }),
    params: { mob: '1001', pass_word: 'secret1', finger_login: 'fp', token: 'push', tp: '1' },
    data: wire.loginResult,
    check: (v) => expect(v).toEqual(wire.loginResult),
  },
  {
    name: 'auth.checkMobile',
    host: 'api',
    method: 'GET',
    path: 'check_mob',
    encoding: 'query',
    run: (c) => c.auth.checkMobile('9000000000', 'k1'),
    params: { mob: '9000000000', key: 'k1' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'auth.checkEmail',
    host: 'api',
    method: 'GET',
    path: 'check_email',
    encoding: 'query',
    run: (c) => c.auth.checkEmail('a@b.in', 'k1'),
    params: { email: 'a@b.in', key: 'k1' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'auth.sendRegistrationOtp',
    host: 'api',
    method: 'POST',
    path: 'sms_otp',
    encoding: 'form',
    run: (c) => c.auth.sendRegistrationOtp('9000000000', 'k1'),
    params: { mob: '9000000000', key: 'k1' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'auth.register',
    host: 'api',
    method: 'POST',
    path: 'user/register',
    encoding: 'form',
    run: (c) =>
      c.auth.register({
        email: 'a@b.in',
        name: 'Demo User',
        mob: '9000000000',
        password: 'secret1',
        fingerReg: 'fp',
        inviteCode: '66666',
        verificationCode: '123456',
      }),
    params: {
      email: 'a@b.in',
      name: 'Demo User',
      mob: '9000000000',
      pass_word: 'secret1',
      finger_reg: 'fp',
      invite_code: '66666',
      ver_code: '123456',
    },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'auth.sendResetOtp',
    host: 'api',
    method: 'POST',
    path: 'otp',
    encoding: 'form',
    run: (c) => c.auth.sendResetOtp('9000000000'),
    params: { mob: '9000000000' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'auth.resetPassword',
    host: 'api',
    method: 'POST',
    path: 'reset_pass',
    encoding: 'form',
    run: (c) => c.auth.resetPassword({ mob: '9000000000', password: 'newpass1', code: '123456' }),
    params: { mob: '9000000000', pass: 'newpass1', code: '123456' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'auth.logout (extension)',
    host: 'api',
    method: 'POST',
    path: 'user/logout',
    encoding: 'form',
    run: (c) => c.auth.logout(),
    params: {},
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'user.info',
    host: 'api',
    method: 'GET',
    path: 'user/info',
    encoding: 'query',
    run: (c) => c.user.info(),
    params: {},
    data: wire.userInfo,
    check: (v) =>
      expect(v).toEqual({
        id: 1001,
        name: 'Demo User',
        code: '66666',
        mob: '9000000000',
        balance: 1234567,
        salary: 0,
        integral: 25000,
        points: 10,
        kycStatus: 2,
        verified: true,
        faceIcon: '',
        avatar: '',
      }),
  },
  {
    name: 'user.info with the further parameter',
    host: 'api',
    method: 'GET',
    path: 'user/info',
    encoding: 'query',
    run: (c) => c.user.info('1'),
    params: { tp: '1' },
    data: wire.userInfo,
    check: (v) => expect(v).toMatchObject({ id: 1001, balance: 1234567 }),
  },
  {
    name: 'user.supportContact',
    host: 'api',
    method: 'GET',
    path: 'user/service',
    encoding: 'query',
    run: (c) => c.user.supportContact(),
    params: {},
    data: wire.supportContact,
    check: (v) => expect(v).toEqual(wire.supportContact),
  },
  {
    name: 'user.config',
    host: 'api',
    method: 'GET',
    path: 'sys/config',
    encoding: 'query',
    run: (c) => c.user.config('payout_fee'),
    params: { key: 'payout_fee' },
    data: wire.sysConfig,
    check: (v) => expect(v).toEqual({ key: 'payout_fee', value: '20' }),
  },
  {
    name: 'user.frameHosts (extension)',
    host: 'api',
    method: 'GET',
    path: 'sys/frame_hosts',
    encoding: 'query',
    run: (c) => c.user.frameHosts(),
    params: {},
    data: { hosts: ['https://docs.mandi.example'] },
    check: (v) => expect(v).toEqual({ hosts: ['https://docs.mandi.example'] }),
  },
  {
    name: 'user.verificationInfo',
    host: 'api',
    method: 'GET',
    path: 'user/verification_info',
    encoding: 'query',
    run: (c) => c.user.verificationInfo(),
    params: {},
    data: wire.verificationRecord,
    check: (v) =>
      expect(v).toEqual({
        id: 5,
        fullName: 'Demo User',
        pan: 'AAAAA0000A',
        birthDate: '19900101',
        pin: '000000',
        city: 'Demo City',
        address: 'Demo Street 1',
      }),
  },
  {
    name: 'user.verify',
    host: 'api',
    method: 'POST',
    path: 'user/verification',
    encoding: 'form',
    run: (c) =>
      c.user.verify({
        pan: 'AAAAA0000A',
        pin: '000000',
        name: 'Demo User',
        address: 'Demo Street 1',
        birthDate: '19900101',
        city: 'Demo City',
      }),
    params: {
      pan: 'AAAAA0000A',
      pin: '000000',
      name: 'Demo User',
      address: 'Demo Street 1',
      birth_date: '19900101',
      city: 'Demo City',
    },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'user.changePassword',
    host: 'api',
    method: 'POST',
    path: 'user/reset_login_pass',
    encoding: 'form',
    run: (c) =>
      c.user.changePassword({
        oldPassword: 'old.pass',
        newPassword: 'new@pass',
        confirmPassword: 'new@pass',
      }),
    params: { old_pass: 'old.pass', new_pass: 'new@pass', comfirm_pass: 'new@pass' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'user.setFaceIcon',
    host: 'api',
    method: 'POST',
    path: 'user/set_face_icon',
    encoding: 'multipart',
    run: (c) => c.user.setFaceIcon(new Blob(['PNGDATA'], { type: 'image/png' })),
    params: { face_icon: { name: 'blob', type: 'image/png', text: 'PNGDATA' } },
    data: wire.faceIcon,
    check: (v) => expect(v).toEqual({ faceIcon: 'img/avatars/1001.png' }),
  },
  {
    name: 'user.settlement',
    host: 'api',
    method: 'GET',
    path: 'user/settlement',
    encoding: 'query',
    run: (c) => c.user.settlement(),
    params: {},
    data: [wire.settlement],
    check: (v) =>
      expect(v).toEqual([
        { amount: -50000, balance: 1184567, createdAt: AT, transactionType: { title: 'Withdraw' } },
      ]),
  },
  {
    name: 'pay.bank',
    host: 'api',
    method: 'GET',
    path: 'pay/bank',
    encoding: 'query',
    run: (c) => c.pay.bank(),
    params: {},
    data: wire.depositBank,
    check: (v) =>
      expect(v).toEqual({
        accountHolder: 'Demo Operator',
        bankAccount: '000000000001',
        ifsc: 'DEMO0000001',
        upi: 'demo@upi',
      }),
  },
  {
    name: 'pay.channels',
    host: 'api',
    method: 'GET',
    path: 'pay/channel',
    encoding: 'query',
    run: (c) => c.pay.channels(),
    params: {},
    data: [wire.channel],
    check: (v) => expect(v).toEqual([wire.channel]),
  },
  {
    name: 'pay.limits',
    host: 'api',
    method: 'GET',
    path: 'pay/limit',
    encoding: 'query',
    run: (c) => c.pay.limits(),
    params: {},
    data: [600, '3000', 6000.5],
    check: (v) => expect(v).toEqual([60000, 300000, 600050]),
  },
  {
    name: 'pay.create',
    host: 'api',
    method: 'POST',
    path: 'pay/create',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.pay.create({ amount: p('600'), tp: 0, channelId: 1 }, key),
    params: { amount: '600.00', tp: '0', payin_channel_id: '1' },
    data: wire.paymentOrder,
    check: (v) => expect(v).toEqual({ tp: 1, url: 'ORD123' }),
  },
  {
    name: 'pay.list',
    host: 'api',
    method: 'GET',
    path: 'pay/list',
    encoding: 'query',
    run: (c) => c.pay.list(),
    params: {},
    data: [wire.walletRecord],
    check: (v) =>
      expect(v).toEqual([{ orderNumber: 'D20261120001', status: 0, createdAt: AT, amount: 60000 }]),
  },
  {
    name: 'pay.list (with the back office extension fields)',
    host: 'api',
    method: 'GET',
    path: 'pay/list',
    encoding: 'query',
    run: (c) => c.pay.list(),
    params: {},
    data: [
      {
        ...wire.walletRecord,
        tp: 1,
        stage: 'refused',
        utr: '401234567890',
        reason: 'This UTR was already used for another deposit',
        reason_code: 'utr_used',
        settled_at: AT,
        pay_url: '',
        pay_until: null,
      },
    ],
    check: (v) =>
      expect(v).toEqual([
        {
          orderNumber: 'D20261120001',
          status: 0,
          createdAt: AT,
          amount: 60000,
          tp: 1,
          stage: 'refused',
          utr: '401234567890',
          reason: 'This UTR was already used for another deposit',
          reasonCode: 'utr_used',
          settledAt: AT,
          payUrl: '',
          payUntil: null,
        },
      ]),
  },
  {
    name: 'pay.reference',
    host: 'api',
    method: 'POST',
    path: 'pay/reference',
    encoding: 'form',
    run: (c) => c.pay.reference({ orderNumber: 'D1', utr: '401234567890' }),
    params: { order_num: 'D1', utr: '401234567890' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'pay.cancel',
    host: 'api',
    method: 'POST',
    path: 'pay/cancel',
    encoding: 'form',
    run: (c) => c.pay.cancel('D1'),
    params: { order_num: 'D1' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'payout.list (with the back office extension fields)',
    host: 'api',
    method: 'GET',
    path: 'payout/list',
    encoding: 'query',
    run: (c) => c.payout.list(),
    params: {},
    data: [
      {
        ...wire.walletRecord,
        status: 2,
        fee: '60.00',
        settled_at: AT,
        reason: 'Held',
        reason_code: 'bank_changed',
      },
    ],
    check: (v) =>
      expect(v).toEqual([
        {
          orderNumber: 'D20261120001',
          status: 2,
          createdAt: AT,
          amount: 60000,
          fee: 6000,
          settledAt: AT,
          reason: 'Held',
          reasonCode: 'bank_changed',
        },
      ]),
  },
  {
    name: 'payout.list',
    host: 'api',
    method: 'GET',
    path: 'payout/list',
    encoding: 'query',
    run: (c) => c.payout.list(),
    params: {},
    data: [{ ...wire.walletRecord, status: 3 }],
    check: (v) =>
      expect(v).toEqual([{ orderNumber: 'D20261120001', status: 3, createdAt: AT, amount: 60000 }]),
  },
  {
    name: 'payout.create',
    host: 'api',
    method: 'POST',
    path: 'payout/create',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.payout.create({ amount: p('1000.5'), bankId: 9, tp: 1 }, key),
    params: { amount: '1000.50', bank_id: '9', tp: '1' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'bank.list',
    host: 'api',
    method: 'GET',
    path: 'bank/list',
    encoding: 'query',
    run: (c) => c.bank.list(),
    params: {},
    data: [wire.bankAccount],
    check: (v) =>
      expect(v).toEqual([
        {
          id: 9,
          bankName: 'Demo Bank',
          bankAccount: '000000000001',
          accountHolder: 'Demo User',
          ifsc: 'DEMO0000001',
        },
      ]),
  },
  {
    name: 'bank.create',
    host: 'api',
    method: 'POST',
    path: 'bank/create',
    encoding: 'form',
    run: (c) =>
      c.bank.create({
        bankAccount: '000000000001',
        accountHolder: 'Demo User',
        ifsc: 'DEMO0000001',
        bankName: 'Demo Bank',
      }),
    params: {
      bank_account: '000000000001',
      account_holder: 'Demo User',
      ifsc: 'DEMO0000001',
      bank_name: 'Demo Bank',
    },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'bank.sendOtp',
    host: 'api',
    method: 'POST',
    path: 'bank/otp',
    encoding: 'form',
    run: (c) => c.bank.sendOtp(),
    params: {},
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'bank.update',
    host: 'api',
    method: 'POST',
    path: 'bank/update',
    encoding: 'form',
    run: (c) =>
      c.bank.update({
        id: 9,
        bankAccount: '000000000001',
        accountHolder: 'Demo User',
        ifsc: 'DEMO0000001',
        bankName: 'Demo Bank',
        code: '654321',
      }),
    params: {
      id: '9',
      bank_account: '000000000001',
      account_holder: 'Demo User',
      ifsc: 'DEMO0000001',
      bank_name: 'Demo Bank',
      code: '654321',
    },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'trade.rate',
    host: 'api',
    method: 'GET',
    path: 'trade/rate',
    encoding: 'query',
    run: (c) => c.trade.rate(),
    params: {},
    data: { rate: '10' },
    check: (v) => expect(v).toEqual({ rate: 10 }),
  },
  {
    name: 'trade.create',
    host: 'api',
    method: 'POST',
    path: 'trade/create',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.trade.create({ code: 'btcusdt', path: 1, amount: p('1000') }, key),
    params: { code: 'btcusdt', path: '1', amount: '1000.00' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'trade.list',
    host: 'api',
    method: 'GET',
    path: 'trade/list',
    encoding: 'query',
    run: (c) => c.trade.list(0),
    params: { status: '0' },
    data: [wire.tradeOrder],
    check: (v) =>
      expect(v).toEqual([
        {
          id: 1,
          title: 'BTC/USDT',
          path: 0,
          amount: 100000,
          status: 1,
          profitAmount: 8500,
          openPrice: 43000.12,
          closePrice: 43010.5,
          createdAt: AT,
        },
      ]),
  },
  {
    name: 'market.kline',
    host: 'api',
    method: 'GET',
    path: 'market/kline',
    encoding: 'query',
    run: (c) => c.market.kline('btcusdt', '5min'),
    params: { symbol: 'market.btcusdt.kline.5min' },
    data: [wire.tick],
    check: (v) =>
      expect(v).toEqual([{ id: 1732312320, open: 1, close: 2, high: 3, low: 0.5, amount: 10, vol: 100 }]),
  },
  {
    name: 'pro.total',
    host: 'api',
    method: 'GET',
    path: 'pro/total',
    encoding: 'query',
    run: (c) => c.pro.total(),
    params: {},
    data: wire.proTotals,
    check: (v) => expect(v).toEqual({ amount: 1600000, profit: 32050 }),
  },
  {
    name: 'pro.list',
    host: 'api',
    method: 'GET',
    path: 'pro/list',
    encoding: 'query',
    run: (c) => c.pro.list(),
    params: {},
    data: [wire.proInvestment],
    check: (v) => expect(v).toEqual([{ id: 2, amount: 600000, profit: 12000, status: 0, createdAt: AT }]),
  },
  {
    name: 'pro.create',
    host: 'api',
    method: 'POST',
    path: 'pro/create',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.pro.create(p('6000'), key),
    params: { amount: '6000.00' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'pro.info',
    host: 'api',
    method: 'GET',
    path: 'pro/info',
    encoding: 'query',
    run: (c) => c.pro.info(2),
    params: { id: '2' },
    data: wire.proInvestment,
    check: (v) => expect(v).toEqual({ id: 2, amount: 600000, profit: 12000, status: 0, createdAt: AT }),
  },
  {
    name: 'pro.transferPrincipal',
    host: 'api',
    method: 'POST',
    path: 'pro/transfer',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.pro.transferPrincipal(2, key),
    params: { id: '2' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'pro.transferProfit',
    host: 'api',
    method: 'POST',
    path: 'pro/transfer_amount',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.pro.transferProfit(2, key),
    params: { id: '2' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'mining.list',
    host: 'api',
    method: 'GET',
    path: 'mining/list',
    encoding: 'query',
    run: (c) => c.mining.list(),
    params: {},
    data: [wire.mining],
    check: (v) =>
      expect(v).toEqual([{ id: 4, title: 'Lease A', countDays: 30, incomeRate: 1.5, price: 60000 }]),
  },
  {
    name: 'mining.info',
    host: 'api',
    method: 'GET',
    path: 'mining/info',
    encoding: 'query',
    run: (c) => c.mining.info(4),
    params: { id: '4' },
    data: wire.mining,
    check: (v) =>
      expect(v).toEqual({ id: 4, title: 'Lease A', countDays: 30, incomeRate: 1.5, price: 60000 }),
  },
  {
    name: 'mining.createOrder',
    host: 'api',
    method: 'POST',
    path: 'mining/creat_order',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.mining.createOrder({ miningId: 4, num: 3 }, key),
    params: { mining_id: '4', num: '3' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'mining.orders',
    host: 'api',
    method: 'GET',
    path: 'mining/orders',
    encoding: 'query',
    run: (c) => c.mining.orders({ page: 2, limit: 10 }),
    params: { page: '2', limit: '10' },
    data: [wire.miningOrder, { ...wire.miningOrder, id: 10, status: 1, days_paid: 30, next_credit_at: null }],
    check: (v) =>
      expect(v).toEqual([
        {
          id: 11,
          miningId: 4,
          title: 'Lease A',
          num: 2,
          price: 60000,
          amount: 120000,
          countDays: 30,
          incomeRate: 1.5,
          status: 0,
          createdAt: AT,
          endsAt: '2026-12-24 10:00:00',
          daysPaid: 3,
          earned: 5400,
          nextCreditAt: '2026-11-28 10:00:00',
        },
        expect.objectContaining({ id: 10, status: 1, daysPaid: 30, nextCreditAt: null }),
      ]),
  },
  {
    name: 'reward.lastTen',
    host: 'api',
    method: 'GET',
    path: 'reward/last_ten',
    encoding: 'query',
    run: (c) => c.reward.lastTen(),
    params: {},
    data: [wire.reward],
    check: (v) => expect(v).toEqual([{ code: '70001', name: 'Demo Friend', amount: 5000, createdAt: AT }]),
  },
  {
    name: 'notice.list',
    host: 'api',
    method: 'GET',
    path: 'notice/list',
    encoding: 'query',
    run: (c) => c.notice.list(),
    params: {},
    data: [wire.announcement, { ...wire.announcement, id: 2, read: 1 }],
    check: (v) =>
      expect(v).toEqual([
        { id: 1, title: 'Diwali', summary: 'Offer', contents: '<p>Hi</p>', createdAt: AT },
        { id: 2, title: 'Diwali', summary: 'Offer', contents: '<p>Hi</p>', createdAt: AT, read: true },
      ]),
  },
  {
    name: 'notice.info',
    host: 'api',
    method: 'GET',
    path: 'notice/info',
    encoding: 'query',
    run: (c) => c.notice.info(1),
    params: { id: '1' },
    data: wire.announcement,
    check: (v) => expect(v).toMatchObject({ id: 1, contents: '<p>Hi</p>', createdAt: AT }),
  },
  {
    name: 'notice.unread',
    host: 'api',
    method: 'GET',
    path: 'notice/unread',
    encoding: 'query',
    run: (c) => c.notice.unread(),
    params: {},
    data: { count: '2' },
    check: (v) => expect(v).toEqual({ count: 2 }),
  },
  {
    name: 'page.info',
    host: 'api',
    method: 'GET',
    path: 'page/info',
    encoding: 'query',
    run: (c) => c.page.info(2),
    params: { id: '2' },
    data: wire.page,
    check: (v) => expect(v).toEqual(wire.page),
  },
  {
    name: 'team.overview',
    host: 'api',
    method: 'GET',
    path: 'user/team',
    encoding: 'query',
    run: (c) => c.team.overview(),
    params: {},
    data: wire.teamSummary,
    check: (v) =>
      expect(v).toEqual({
        peopleCount: 12,
        depositorsCount: 5,
        depositAmount: 3000000,
        payoutAmount: 120000,
      }),
  },
  {
    name: 'team.summary',
    host: 'api',
    method: 'GET',
    path: 'user/direct',
    encoding: 'query',
    run: (c) => c.team.summary(2),
    params: { level: '2' },
    data: wire.teamSummary,
    check: (v) => expect(v).toMatchObject({ peopleCount: 12, depositAmount: 3000000 }),
  },
  {
    name: 'team.members',
    host: 'api',
    method: 'GET',
    path: 'user/direct_people',
    encoding: 'query',
    run: (c) => c.team.members(3),
    params: { level: '3' },
    data: [wire.teamMember],
    check: (v) =>
      expect(v).toEqual([{ name: 'Demo Friend', code: '70001', payoutAmount: 10000, createdAt: AT }]),
  },
  {
    name: 'salary.logs',
    host: 'api',
    method: 'GET',
    path: 'payout/salary_log',
    encoding: 'query',
    run: (c) => c.salary.logs(),
    params: {},
    data: [wire.salaryLog],
    check: (v) => expect(v).toEqual([{ status: 0, amount: 150000, createdAt: AT }]),
  },
  {
    name: 'salary.withdrawals',
    host: 'api',
    method: 'GET',
    path: 'payout/salary_list',
    encoding: 'query',
    run: (c) => c.salary.withdrawals(),
    params: {},
    data: [wire.walletRecord],
    check: (v) =>
      expect(v).toEqual([{ orderNumber: 'D20261120001', status: 0, createdAt: AT, amount: 60000 }]),
  },
  {
    name: 'channel.messages',
    host: 'api',
    method: 'GET',
    path: 'channel/list',
    encoding: 'query',
    run: (c) => c.channel.messages(),
    params: {},
    data: [wire.channelMessage],
    check: (v) => expect(v).toEqual([{ id: 1, msg: '<b>BUY</b>', createdAt: AT }]),
  },
  {
    name: 'channel.activities',
    host: 'api',
    method: 'GET',
    path: 'channel/list',
    encoding: 'query',
    run: (c) => c.channel.activities(),
    params: { tp: '1' },
    data: [wire.activity],
    check: (v) =>
      expect(v).toEqual([
        { id: 1, title: 'Week promo', msg: 'text', status: 1, action: 'Join', createdAt: AT },
      ]),
  },
  {
    name: 'ranking.list',
    host: 'api',
    method: 'GET',
    path: 'user/ranking',
    encoding: 'query',
    run: (c) => c.ranking.list('invite_moth'),
    params: { filed: 'invite_moth' },
    data: [wire.ranking],
    check: (v) =>
      expect(v).toEqual([
        {
          member: { name: 'Demo Friend', code: '70001' },
          team: p('150000'),
          teamMonth: p('500000.50'),
          invite: 12,
          inviteMonth: 40,
          rank: 3,
        },
      ]),
  },
  {
    name: 'ranking.mine',
    host: 'api',
    method: 'GET',
    path: 'user/my_ranking',
    encoding: 'query',
    run: (c) => c.ranking.mine('team'),
    params: { filed: 'team' },
    data: { rank: null, entry: wire.ranking, start: AT, end: AT },
    check: (v) =>
      expect(v).toEqual({
        rank: null,
        entry: {
          member: { name: 'Demo Friend', code: '70001' },
          team: p('150000'),
          teamMonth: p('500000.50'),
          invite: 12,
          inviteMonth: 40,
          rank: 3,
        },
        start: AT,
        end: AT,
      }),
  },
  {
    name: 'chat.admins',
    host: 'chat',
    method: 'GET',
    path: 'admin_user',
    encoding: 'query',
    run: (c) => c.chat.admins('support1,support2'),
    params: { user_names: 'support1,support2' },
    data: [wire.admin],
    check: (v) => expect(v).toEqual([{ id: 1, icon: 'files/a.png', nickName: 'Support' }]),
  },
  {
    name: 'chat.messages',
    host: 'chat',
    method: 'GET',
    path: 'chat_msg_list',
    encoding: 'query',
    run: (c) => c.chat.messages({ userId: 1, lastMsgId: 70 }),
    params: { plat: 'web', last_msg_id: '70', to: '1' },
    data: [wire.chatMessage, wire.autoReply],
    check: (v) =>
      expect(v).toEqual([
        {
          sender: { userId: 1, nickName: 'Support', icon: 'files/a.png' },
          content: 'Hello',
          msgId: 77,
          sendTime: 1732312345,
          count: 2,
          type: 'text',
          ref: 0,
          url: '',
        },
        {
          sender: { userId: 1, nickName: 'Support', icon: 'files/a.png' },
          content: 'Your withdrawal of ₹1,000.00 on 24 Nov shows Pending in bank.',
          msgId: 78,
          sendTime: 1732312345,
          count: 2,
          type: 'text',
          ref: 0,
          url: '',
          auto: {
            topic: 'withdrawal',
            state: 'pending',
            link: '/hist?tab=withdraw',
            amount: p('1000'),
            at: AT,
          },
        },
      ]),
  },
  {
    name: 'chat.conversations',
    host: 'chat',
    method: 'GET',
    path: 'list',
    encoding: 'query',
    run: (c) => c.chat.conversations({ userId: 1001 }),
    params: { plat: 'web', last_msg_id: '0', receiver: '1001' },
    data: [wire.chatMessage],
    check: (v) => expect(v).toMatchObject([{ msgId: 77, count: 2 }]),
  },
  {
    name: 'chat.markRead',
    host: 'chat',
    method: 'GET',
    path: 'read',
    encoding: 'query',
    run: (c) => c.chat.markRead(1),
    params: { plat: 'web', acc_id: '1' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'chat.send',
    host: 'chat',
    method: 'POST',
    path: 'send',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.chat.send({ content: 'Hi there', receiver: 1 }, key),
    params: { content: 'Hi there', receiver: '1', plat: 'web', target: 'text' },
    data: wire.sendResult,
    check: (v) => expect(v).toEqual({ time: 1732312345, msgId: 78 }),
  },
  {
    name: 'chat.upload',
    host: 'chat',
    method: 'POST',
    path: 'upload',
    encoding: 'multipart',
    idempotent: true,
    run: (c, key) =>
      c.chat.upload(
        {
          file: new Blob(['%PDF'], { type: 'application/pdf' }),
          fileName: 'a.pdf',
          content: 'doc',
          receiver: 1,
        },
        key,
      ),
    params: {
      file: { name: 'a.pdf', type: 'application/pdf', text: '%PDF' },
      content: 'doc',
      receiver: '1',
      plat: 'web',
    },
    data: wire.uploadResult,
    check: (v) => expect(v).toEqual({ time: 1732312345, msgId: 79, url: 'files/79.png' }),
  },
  // Passkeys (issue 28, CONTRACT.md "Passkeys").
  {
    name: 'passkey.confirmPassword',
    host: 'api',
    method: 'POST',
    path: 'user/confirm_password',
    encoding: 'form',
    run: (c) => c.passkey.confirmPassword('secret12', 'payout'),
    params: { pass_word: 'secret12', action: 'payout' },
    data: { confirm_token: 'ct-1', expires_in: 120 },
    check: (v) => expect(v).toEqual({ confirmToken: 'ct-1', expiresIn: 120 }),
  },
  {
    name: 'passkey.registerOptions',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/register/options',
    encoding: 'json',
    run: (c) => c.passkey.registerOptions(),
    params: {},
    data: PASSKEY_CREATION_OPTIONS,
    // Kept whole, every field the browser needs.
    check: (v) => expect(v).toEqual(PASSKEY_CREATION_OPTIONS),
  },
  {
    name: 'passkey.registerVerify',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/register/verify',
    encoding: 'json',
    run: (c) => c.passkey.registerVerify(BROWSER_CREDENTIAL, 'My phone'),
    params: { credential: BROWSER_CREDENTIAL, name: 'My phone' },
    data: WIRE_PASSKEY,
    check: (v) => expect(v).toEqual(PASSKEY),
  },
  {
    name: 'passkey.loginOptions',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/login/options',
    encoding: 'json',
    run: (c) => c.passkey.loginOptions(),
    params: {},
    data: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required', timeout: 60000 },
    check: (v) => expect(v).toMatchObject({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }),
  },
  {
    name: 'passkey.loginVerify',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/login/verify',
    encoding: 'json',
    run: (c) => c.passkey.loginVerify(BROWSER_CREDENTIAL),
    params: { credential: BROWSER_CREDENTIAL },
    data: { id: 3, name: 'Demo User', token: 'tok', code: '100003', passkeys: 1, passkey_offer: 0 },
    check: (v) =>
      expect(v).toEqual({
        id: 3,
        name: 'Demo User',
        token: 'tok',
        code: '100003',
        passkeys: 1,
        passkeyOffer: 0,
      }),
  },
  {
    name: 'passkey.confirmOptions',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/confirm/options',
    encoding: 'json',
    run: (c) => c.passkey.confirmOptions('bank'),
    params: { action: 'bank' },
    data: { required: 1, options: null },
    check: (v) => expect(v).toEqual({ required: 1, options: null }),
  },
  {
    name: 'passkey.confirmVerify',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/confirm/verify',
    encoding: 'json',
    run: (c) => c.passkey.confirmVerify('password', BROWSER_CREDENTIAL),
    params: { action: 'password', credential: BROWSER_CREDENTIAL },
    data: { confirm_token: 'ct-2', expires_in: '120' },
    check: (v) => expect(v).toEqual({ confirmToken: 'ct-2', expiresIn: 120 }),
  },
  {
    name: 'passkey.list',
    host: 'api',
    method: 'GET',
    path: 'user/passkeys',
    encoding: 'query',
    run: (c) => c.passkey.list(),
    params: {},
    data: [WIRE_PASSKEY, { ...WIRE_PASSKEY, id: 'b', last_used_at: null, last_used_device: null }],
    check: (v) => expect(v).toEqual([PASSKEY, { ...PASSKEY, id: 'b', lastUsedAt: null, lastUsedDevice: '' }]),
  },
  {
    name: 'passkey.rename',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/rename',
    encoding: 'form',
    run: (c) => c.passkey.rename('a', 'Work phone'),
    params: { id: 'a', name: 'Work phone' },
    data: WIRE_PASSKEY,
    check: (v) => expect(v).toEqual(PASSKEY),
  },
  {
    name: 'passkey.remove',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/remove',
    encoding: 'form',
    run: (c) => c.passkey.remove('a', 'ct-3'),
    params: { id: 'a', confirm_token: 'ct-3' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'passkey.dismissOffer',
    host: 'api',
    method: 'POST',
    path: 'user/passkey/offer_dismiss',
    encoding: 'form',
    run: (c) => c.passkey.dismissOffer(),
    params: {},
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  // A confirmed money call carries confirm_token; without one (the rows above) nothing more is sent.
  {
    name: 'payout.create (confirmed)',
    host: 'api',
    method: 'POST',
    path: 'payout/create',
    encoding: 'form',
    idempotent: true,
    run: (c, key) => c.payout.create({ amount: p('1000'), bankId: 9, tp: 0, confirmToken: 'ct-4' }, key),
    params: { amount: '1000.00', bank_id: '9', tp: '0', confirm_token: 'ct-4' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'bank.update (confirmed)',
    host: 'api',
    method: 'POST',
    path: 'bank/update',
    encoding: 'form',
    run: (c) =>
      c.bank.update({
        id: 4,
        bankAccount: '000000000001',
        accountHolder: 'Demo User',
        ifsc: 'DEMO0000001',
        bankName: 'Demo Bank',
        code: '123456',
        confirmToken: 'ct-5',
      }),
    params: {
      id: '4',
      bank_account: '000000000001',
      account_holder: 'Demo User',
      ifsc: 'DEMO0000001',
      bank_name: 'Demo Bank',
      code: '123456',
      confirm_token: 'ct-5',
    },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
  {
    name: 'user.changePassword (confirmed)',
    host: 'api',
    method: 'POST',
    path: 'user/reset_login_pass',
    encoding: 'form',
    run: (c) =>
      c.user.changePassword({
        oldPassword: 'old.pass',
        newPassword: 'new@pass',
        confirmPassword: 'new@pass',
        confirmToken: 'ct-6',
      }),
    params: { old_pass: 'old.pass', new_pass: 'new@pass', comfirm_pass: 'new@pass', confirm_token: 'ct-6' },
    check: (v) => expect(v).toEqual({ info: 'done' }),
  },
]

const CONTENT_TYPES: Record<Row['encoding'], string> = {
  query: '',
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
}

let server: TestServer
let client: ApiClient
/** Same server, a 60 ms time-out. */
let impatientClient: ApiClient
/** Both hosts on a port where nothing listens. */
let refusedClient: ApiClient
let sessionEnded = 0

const SLOW_TIMEOUT_MS = 60

beforeAll(async () => {
  server = await startTestServer()
  const base = {
    baseUrl: `${server.url}/api/`,
    chatBaseUrl: `${server.url}/chat`,
    imageBaseUrl: server.url,
    chatImageBaseUrl: server.url,
    socketUrl: 'ws://127.0.0.1:1/unused',
    chatSocketUrl: 'ws://127.0.0.1:1/unused',
    getToken: () => 'tok-abc',
  }
  client = createApiClient({
    ...base,
    timeoutMs: 2000,
    onSessionInvalid: () => {
      sessionEnded += 1
    },
  })
  impatientClient = createApiClient({ ...base, timeoutMs: SLOW_TIMEOUT_MS })
  const refused = await refusedUrl()
  refusedClient = createApiClient({ ...base, baseUrl: `${refused}/api`, chatBaseUrl: `${refused}/chat` })
})

afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
})

const run = <A>(effect: Effect.Effect<A, ApiError | PriceGuardError>) =>
  Effect.runPromise(Effect.result(effect))

function assertRequest(row: Row, request: RecordedRequest | undefined) {
  expect(request).toBeDefined()
  if (request === undefined) return
  expect(request.method).toBe(row.method)
  expect(request.path).toBe(`/${row.host === 'api' ? 'api' : 'chat'}/${row.path}`)
  expect(request.contentType.split(';')[0]).toBe(CONTENT_TYPES[row.encoding])
  expect(request.headers.token).toBe('tok-abc')
  expect(request.headers.lang).toBe('en')
  if (row.idempotent) expect(request.headers['idempotency-key']).toBe(KEY)
  else expect(request.headers['idempotency-key']).toBeUndefined()
  if (row.encoding === 'query') {
    expect(request.query).toEqual(row.params)
    expect(request.body).toBeUndefined()
  } else {
    expect(request.query).toEqual({})
    expect(request.body ?? {}).toEqual(row.params)
  }
}

describe.each(rows)('$name ($method $path)', (row) => {
  it('sends the contract request and decodes the answer', async () => {
    server.answer({
      body: { status: 1, info: 'done', ...(row.data === undefined ? {} : { data: row.data }) },
    })
    const result = await run(row.run(client, KEY))
    expect(server.requests).toHaveLength(1)
    assertRequest(row, server.requests[0])
    expect(result._tag).toBe('Success')
    if (result._tag === 'Success') row.check(result.success)
  })

  it('fails with ServerRejected carrying info on status 0', async () => {
    server.answer({ body: { status: 0, info: 'Insufficient balance' } })
    const result = await run(row.run(client, KEY))
    expect(result._tag).toBe('Failure')
    if (result._tag === 'Failure') {
      expect(result.failure._tag).toBe('ServerRejected')
      expect(result.failure).toMatchObject({ info: 'Insufficient balance', path: row.path })
    }
  })

  it('fails with SessionInvalid on status 3', async () => {
    server.answer({ body: { status: 3, info: 'login again' } })
    const before = sessionEnded
    const result = await run(row.run(client, KEY))
    expect(result._tag).toBe('Failure')
    if (result._tag === 'Failure') expect(result.failure._tag).toBe('SessionInvalid')
    // Same token for every row: the session ended once for this client, never again.
    expect(sessionEnded).toBe(before === 0 ? 1 : before)
  })

  it('fails with DecodeError naming the path on a body of the wrong shape', async () => {
    const wrong =
      row.data === undefined
        ? { status: 'ok', info: 'done' }
        : { status: 1, info: 'done', data: Array.isArray(row.data) ? [{ id: 'x' }] : { id: 'NaN' } }
    server.answer({ body: wrong })
    const result = await run(row.run(client, KEY))
    expect(result._tag).toBe('Failure')
    if (result._tag === 'Failure') {
      expect(result.failure._tag).toBe('DecodeError')
      if (result.failure._tag === 'DecodeError') {
        const expectedPrefix =
          row.data === undefined ? 'status' : Array.isArray(row.data) ? 'data[0]' : 'data'
        expect(result.failure.path.startsWith(expectedPrefix)).toBe(true)
      }
    }
  })

  it('fails with DecodeError at the root on a body that is not JSON', async () => {
    server.answer({ raw: '{"status":1,' })
    const result = await run(row.run(client, KEY))
    expect(result._tag === 'Failure' && result.failure).toMatchObject({ _tag: 'DecodeError', path: '' })
  })

  it('fails with TimeoutError when the answer is slower than timeoutMs', async () => {
    server.answer({ body: { status: 1, info: 'late', data: row.data }, delayMs: SLOW_TIMEOUT_MS + 300 })
    const result = await run(row.run(impatientClient, KEY))
    expect(result._tag === 'Failure' && result.failure).toMatchObject({
      _tag: 'TimeoutError',
      timeoutMs: SLOW_TIMEOUT_MS,
      path: row.path,
    })
  })

  it('fails with NetworkError when the connection is refused', async () => {
    const result = await run(row.run(refusedClient, KEY))
    expect(result._tag === 'Failure' && result.failure).toMatchObject({
      _tag: 'NetworkError',
      path: row.path,
    })
  })
})

it('covers every call of the spec (§7) and of the chat API', () => {
  const paths = new Set(rows.map((row) => `${row.method} ${row.path}`))
  const expected = [
    'GET product/list',
    'GET product/info',
    'GET product/positions',
    'POST product/buy',
    'POST product/sell',
    'GET product/transaction_list',
    'POST user/login',
    'GET check_mob',
    'GET check_email',
    'POST sms_otp',
    'POST user/register',
    'POST otp',
    'POST reset_pass',
    'POST user/logout',
    'GET sys/frame_hosts',
    'GET user/info',
    'GET user/service',
    'GET sys/config',
    'GET pay/bank',
    'GET pay/channel',
    'GET pay/limit',
    'POST pay/create',
    'GET pay/list',
    'POST pay/reference',
    'POST pay/cancel',
    'GET payout/list',
    'POST payout/create',
    'GET bank/list',
    'POST bank/create',
    'POST bank/otp',
    'POST bank/update',
    'GET trade/rate',
    'POST trade/create',
    'GET trade/list',
    'GET market/kline',
    'GET user/verification_info',
    'POST user/verification',
    'POST user/reset_login_pass',
    'POST user/set_face_icon',
    'GET pro/total',
    'GET pro/list',
    'POST pro/create',
    'GET pro/info',
    'POST pro/transfer',
    'POST pro/transfer_amount',
    'GET mining/list',
    'GET mining/info',
    'POST mining/creat_order',
    // Extension (CONTRACT.md "mining/orders"): the plans the user bought.
    'GET mining/orders',
    'GET reward/last_ten',
    'GET notice/list',
    'GET notice/info',
    // Extension: the unread announcements of the /home bell.
    'GET notice/unread',
    'GET page/info',
    'GET user/settlement',
    'GET user/team',
    'GET user/direct',
    'GET user/direct_people',
    'GET payout/salary_log',
    'GET payout/salary_list',
    'GET channel/list',
    'GET user/ranking',
    // Extension: the signed-in user's own ranking row.
    'GET user/my_ranking',
    // Extension (issue 28): passkeys and the confirmation of money calls.
    'POST user/confirm_password',
    'POST user/passkey/register/options',
    'POST user/passkey/register/verify',
    'POST user/passkey/login/options',
    'POST user/passkey/login/verify',
    'POST user/passkey/confirm/options',
    'POST user/passkey/confirm/verify',
    'GET user/passkeys',
    'POST user/passkey/rename',
    'POST user/passkey/remove',
    'POST user/passkey/offer_dismiss',
    'GET admin_user',
    'GET chat_msg_list',
    'GET list',
    'GET read',
    'POST send',
    'POST upload',
  ]
  expect([...paths].sort()).toEqual([...expected].sort())
  const idempotent = rows.filter((row) => row.idempotent).map((row) => row.path)
  expect(idempotent.sort()).toEqual(
    [
      'product/buy',
      'product/sell',
      'pay/create',
      'payout/create',
      // The same call with a confirmation (issue 28).
      'payout/create',
      'trade/create',
      'pro/create',
      'pro/transfer',
      'pro/transfer_amount',
      'mining/creat_order',
      // Not money, but a retried chat message must not be stored twice either.
      'send',
      'upload',
    ].sort(),
  )
})

describe('BIT Pro terms (an extension of pro/total, pro/list and pro/info)', () => {
  it('decodes the terms, the transferable profit, the end, the penalty and the stop in paise', async () => {
    server.answer({
      body: {
        status: 1,
        info: 'ok',
        data: {
          ...wire.proInvestment,
          status: 2,
          transferable: '0.00',
          rate: 1.2,
          days: 30,
          ends_at: '2026-12-24 10:00:00',
          penalty: 0,
          stopped_at: '2026-12-24 10:00:00',
        },
      },
    })
    const info = await run(client.pro.info(2))
    expect(info._tag === 'Success' && info.success).toEqual({
      id: 2,
      amount: p('6000'),
      profit: p('120'),
      status: 2,
      createdAt: AT,
      transferable: p('0'),
      rate: 1.2,
      days: 30,
      endsAt: '2026-12-24 10:00:00',
      penalty: p('0'),
      stoppedAt: '2026-12-24 10:00:00',
    })
    server.answer({
      body: {
        status: 1,
        info: 'ok',
        data: { ...wire.proTotals, transferable: '20.50', rate: '1.2', days: 30, penalty_rate: 10 },
      },
    })
    const totals = await run(client.pro.total())
    expect(totals._tag === 'Success' && totals.success).toEqual({
      amount: p('16000'),
      profit: p('320.50'),
      transferable: p('20.50'),
      rate: 1.2,
      days: 30,
      penaltyRate: 10,
    })
  })

  it('an active investment has no stop yet (null), and a server without the extensions still decodes', async () => {
    server.answer({ body: { status: 1, info: 'ok', data: [{ ...wire.proInvestment, stopped_at: null }] } })
    const list = await run(client.pro.list())
    expect(list._tag === 'Success' && list.success).toEqual([
      { id: 2, amount: p('6000'), profit: p('120'), status: 0, createdAt: AT, stoppedAt: null },
    ])
  })

  it('fails with DecodeError at the field when a penalty is not money', async () => {
    server.answer({ body: { status: 1, info: 'ok', data: { ...wire.proInvestment, penalty: 'ten' } } })
    const result = await run(client.pro.info(2))
    expect(result._tag === 'Failure' && result.failure).toMatchObject({
      _tag: 'DecodeError',
      path: 'data.penalty',
    })
  })
})

describe('payout.create receipt (an extension of §7: data { order_num, amount, fee })', () => {
  const create = () => client.payout.create({ amount: p('500'), bankId: 9, tp: 0 }, KEY)

  it('decodes the receipt in paise beside the info', async () => {
    server.answer({
      body: {
        status: 1,
        info: 'Withdrawal submitted',
        data: { order_num: 'W20261125001', amount: '500.00', fee: 50 },
      },
    })
    const result = await run(create())
    expect(result._tag === 'Success' && result.success).toEqual({
      info: 'Withdrawal submitted',
      receipt: { orderNumber: 'W20261125001', amount: p('500'), fee: p('50') },
    })
  })

  it('takes a partial receipt and a null data, keeping what is known', async () => {
    server.answer({ body: { status: 1, info: 'ok', data: { order_num: 'W7' } } })
    const partial = await run(create())
    expect(partial._tag === 'Success' && partial.success).toEqual({
      info: 'ok',
      receipt: { orderNumber: 'W7' },
    })
    server.answer({ body: { status: 1, info: 'ok', data: null } })
    const none = await run(create())
    expect(none._tag === 'Success' && none.success).toEqual({ info: 'ok' })
  })

  it('fails with DecodeError at the field when a receipt amount is not money', async () => {
    server.answer({ body: { status: 1, info: 'ok', data: { order_num: 'W7', amount: 'lots' } } })
    const result = await run(create())
    expect(result._tag === 'Failure' && result.failure).toMatchObject({
      _tag: 'DecodeError',
      path: 'data.amount',
    })
  })
})

describe('trade.create placed order (an extension of §7: data { id, open_price, rate, created_at, settles_at })', () => {
  const create = () => client.trade.create({ code: 'btcusdt', path: 0, amount: p('100') }, KEY)

  it('decodes the placed order beside the info', async () => {
    server.answer({
      body: {
        status: 1,
        info: 'Order placed',
        data: {
          id: '41',
          open_price: '97123.4567',
          rate: 15,
          created_at: '2026-11-25 08:30:00',
          settles_at: '2026-11-25 08:31:00',
        },
      },
    })
    const result = await run(create())
    expect(result._tag === 'Success' && result.success).toEqual({
      info: 'Order placed',
      placed: {
        id: 41,
        openPrice: 97123.4567,
        rate: 15,
        createdAt: '2026-11-25 08:30:00',
        settlesAt: '2026-11-25 08:31:00',
      },
    })
  })

  it('takes a partial order and no data at all, keeping what is known', async () => {
    server.answer({ body: { status: 1, info: 'ok', data: { id: 7 } } })
    const partial = await run(create())
    expect(partial._tag === 'Success' && partial.success).toEqual({ info: 'ok', placed: { id: 7 } })
    server.answer({ body: { status: 1, info: 'Order placed' } })
    const none = await run(create())
    expect(none._tag === 'Success' && none.success).toEqual({ info: 'Order placed' })
  })

  it('fails with DecodeError at the field when the entry price is not a number', async () => {
    server.answer({ body: { status: 1, info: 'ok', data: { id: 7, open_price: 'high' } } })
    const result = await run(create())
    expect(result._tag === 'Failure' && result.failure).toMatchObject({
      _tag: 'DecodeError',
      path: 'data.open_price',
    })
  })
})
