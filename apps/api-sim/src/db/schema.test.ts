import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
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

describe('migration 4: mining orders and BIT Pro of an older database', () => {
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
        VALUES (1, 'Asha', 'a@mandi.example', '9000000001', 'x', '300001', 0);
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
