import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { payInvitationRewards } from '../services/invitation-rewards.ts'
import { openDb } from './open.ts'
import { migrations } from './schema.ts'

describe('migration 2: pictures of an older database', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('points old product and plan tiles at the drawings, gives notices and activities one, drops agent tiles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-migration-'))
    dirs.push(dir)
    const file = join(dir, 'old.sqlite')
    // A data folder written by the first schema, with the placeholder tiles it used to seed.
    const old = new Database(file)
    old.exec(migrations[0] as string)
    old.pragma('user_version = 1')
    old.exec(`
      INSERT INTO products (id, title, name, code, category, price, stock, image, description)
        VALUES (1, 'Basmati Rice 5 kg', 'Basmati Rice', 'P1001', 'food', 62000, 150, '/img/products/1.svg', '');
      INSERT INTO mining_products (id, title, count_days, in_come_bp, price, image)
        VALUES (1, 'Starter Rig', 7, 150, 60000, '/img/mining/1.svg');
      INSERT INTO notices (title, summary, contents, created_at) VALUES ('Welcome', '', '<p>Hi</p>', 1);
      INSERT INTO channel_messages (tp, title, msg, created_at) VALUES (1, 'Add money', 'Top up', 1);
      INSERT INTO channel_messages (tp, msg, created_at) VALUES (0, '<p>signal</p>', 1);
      INSERT INTO chat_admins (id, nick_name, icon) VALUES (1, 'Support Priya', '/files/avatars/1.svg');
    `)
    old.close()

    const { db, fresh } = openDb(file)
    expect(fresh).toBe(false)
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length)
    expect(db.prepare('SELECT image FROM products').pluck().get()).toBe('/img/categories/food.svg')
    expect(db.prepare('SELECT image FROM mining_products').pluck().get()).toBe('/img/kinds/mining.svg')
    expect(db.prepare('SELECT image FROM notices').pluck().get()).toBe('/img/kinds/news.svg')
    expect(db.prepare('SELECT tp, image FROM channel_messages ORDER BY tp').all()).toEqual([
      { tp: 0, image: '' },
      { tp: 1, image: '/img/kinds/news.svg' },
    ])
    expect(db.prepare('SELECT icon FROM chat_admins').pluck().get()).toBe('')
    db.close()
  })
})

describe('migration 4: sessions by the hash of their token', () => {
  it('hashes the plain tokens of an older database in place (everyone stays signed in) and drops them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-migration-'))
    try {
      const file = join(dir, 'old.sqlite')
      const old = new Database(file)
      for (const migration of migrations.slice(0, 3)) old.exec(migration)
      old.pragma('user_version = 3')
      old.exec(`
        INSERT INTO users (id, name, email, mob, pass_hash, code, created_at)
          VALUES (7, 'Old Timer', 'old@mandi.example', '9000000777', 'x:y', '700007', 1);
        INSERT INTO tokens (token, user_id, expires_at) VALUES ('plain-token-of-an-older-build', 7, 99);
      `)
      old.close()

      const { db } = openDb(file)
      const hash = createHash('sha256').update('plain-token-of-an-older-build').digest('hex')
      expect(db.prepare('SELECT token_hash, user_id, expires_at FROM sessions').all()).toEqual([
        { token_hash: hash, user_id: 7, expires_at: 99 },
      ])
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'tokens'").get()).toBeUndefined()
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('migration 5: the operators’ console', () => {
  it('upgrades an older database in place: demo operators, and an audit log that refuses edits', async () => {
    const { ensureDemoOperators } = await import('../ops/operators.ts')
    const dir = mkdtempSync(join(tmpdir(), 'sim-migration-'))
    const file = join(dir, 'old.sqlite')
    const old = new Database(file)
    for (const migration of migrations.slice(0, 3)) old.exec(migration)
    old.pragma('user_version = 3')
    old.close()

    const { db, fresh } = openDb(file)
    expect(fresh).toBe(false)
    ensureDemoOperators(db, 1)
    ensureDemoOperators(db, 2)
    expect(db.prepare('SELECT login, role FROM operators ORDER BY id').all()).toEqual([
      { login: 'support.desk', role: 'support' },
      { login: 'finance.desk', role: 'finance' },
    ])
    db.prepare(
      "INSERT INTO operator_audit (at, operator_id, actor, role, action, subject) VALUES (1, 1, 'support.desk', 'support', 'sign-in', 'the console')",
    ).run()
    expect(() => db.prepare("UPDATE operator_audit SET actor = 'someone else'").run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM operator_audit').run()).toThrow(/append-only/)
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('migration 7: rewards, rankings, chat desks and reads of an older database', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('keeps the seeded rewards as paid, names desks, marks old replies automatic and drops the seeded boards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-migration-'))
    dirs.push(dir)
    const file = join(dir, 'old.sqlite')
    const old = new Database(file)
    for (const migration of migrations.slice(0, 3)) old.exec(migration)
    old.pragma('user_version = 3')
    old.exec(`
      INSERT INTO users (id, name, email, mob, pass_hash, code, inviter_id, created_at)
        VALUES (1, 'Demo Trader', 'r@x', '9000000001', '', '100001', NULL, 0),
               (2, 'Demo Birch', 'd@x', '7000000001', '', '234567', 1, 0);
      INSERT INTO deposits (user_id, order_num, amount, channel_id, status, created_at)
        VALUES (2, 'D1', 100000, 2, 1, 5000), (2, 'D2', 50000, 2, 0, 6000);
      INSERT INTO rewards (user_id, code, name, amount, created_at) VALUES (1, '234567', 'Demo Birch', 5000, 9000);
      INSERT INTO config (key, value) VALUES ('payout_fee', '10');
      INSERT INTO rankings (filed, name, code, score) VALUES ('team', 'Made Up', '299999', 1000);
      INSERT INTO chat_admins (id, nick_name, icon) VALUES (1, 'Support Priya', ''), (3, 'Finance Desk', '');
      INSERT INTO chat_messages (user_id, admin_id, mine, type, content, send_time)
        VALUES (1, 1, 0, 'text', 'Welcome to Mandi! I am Priya from support.', 1), (1, 1, 1, 'text', 'Hi', 2);
    `)
    old.close()

    const { db } = openDb(file)
    expect(db.prepare('SELECT order_num, credited_at FROM deposits ORDER BY id').all()).toEqual([
      { order_num: 'D1', credited_at: 5000 },
      { order_num: 'D2', credited_at: null },
    ])
    expect(db.prepare('SELECT invitee_id FROM rewards').pluck().get()).toBe(2)
    // Already rewarded: the job pays nothing for Demo Birch again.
    expect(payInvitationRewards(db, 10_000)).toBe(0)
    expect(db.prepare("SELECT value FROM config WHERE key = 'invite_reward'").pluck().get()).toBe('5')
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'rankings'").get()).toBeUndefined()
    expect(db.prepare('SELECT nick_name, auto_reply FROM chat_admins ORDER BY id').all()).toEqual([
      { nick_name: 'Support desk', auto_reply: 1 },
      { nick_name: 'Finance desk', auto_reply: 1 },
    ])
    expect(db.prepare('SELECT mine, auto, content FROM chat_messages ORDER BY msg_id').all()).toEqual([
      {
        mine: 0,
        auto: '{}',
        content: 'Welcome to Mandi. This chat answers automatically about your account.',
      },
      { mine: 1, auto: '', content: 'Hi' },
    ])
    db.close()
  })
})

describe('migration 8: mining orders and BIT Pro of an older database', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it("gives an order its plan's terms and the unit price it paid, unpaid, due a day after purchase", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-migration-'))
    dirs.push(dir)
    const file = join(dir, 'old.sqlite')
    const old = new Database(file)
    for (const migration of migrations.slice(0, 3)) old.exec(migration)
    old.pragma('user_version = 3')
    old.exec(`
      INSERT INTO users (id, name, email, mob, pass_hash, code, created_at)
        VALUES (1, 'Demo User', 'a@mandi.example', '9000000001', 'x', '300001', 0);
      INSERT INTO mining_products (id, title, count_days, in_come_bp, price, image)
        VALUES (1, 'Starter Rig', 7, 150, 61000, '/img/kinds/mining.svg');
      INSERT INTO mining_orders (user_id, mining_id, num, amount, created_at) VALUES (1, 1, 2, 120000, 5000);
      INSERT INTO pro_orders (user_id, amount, daily_rate_bp, created_at, expires_at) VALUES (1, 600000, 120, 0, 1);
    `)
    old.close()

    const { db } = openDb(file)
    expect(db.prepare('SELECT * FROM mining_orders').get()).toMatchObject({
      title: 'Starter Rig',
      price: 60_000,
      count_days: 7,
      in_come_bp: 150,
      days_paid: 0,
      earned: 0,
      status: 0,
      next_at: 5000 + 86_400_000,
    })
    expect(db.prepare('SELECT penalty_bp FROM pro_orders').pluck().get()).toBe(1000)
    db.close()
  })
})
