/**
 * Migrations, applied in order; `PRAGMA user_version` records how many ran, so a data folder made by an
 * older build is upgraded in place instead of being thrown away.
 * Money columns are INTEGER paise; times are INTEGER Unix milliseconds (formatted only on the wire).
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    mob TEXT NOT NULL UNIQUE,
    pass_hash TEXT NOT NULL,
    code TEXT NOT NULL UNIQUE,
    inviter_id INTEGER REFERENCES users(id),
    balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
    salary INTEGER NOT NULL DEFAULT 0 CHECK (salary >= 0),
    integral INTEGER NOT NULL DEFAULT 0 CHECK (integral >= 0),
    points INTEGER NOT NULL DEFAULT 0,
    kyc_status INTEGER NOT NULL DEFAULT 0,
    face_icon TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE tokens (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    name TEXT NOT NULL,
    code TEXT NOT NULL,
    category TEXT NOT NULL,
    price INTEGER NOT NULL CHECK (price > 0),
    stock INTEGER NOT NULL,
    image TEXT NOT NULL,
    description TEXT NOT NULL
  );
  CREATE TABLE positions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL CHECK (quantity >= 0),
    buy_price INTEGER NOT NULL,
    sell_price INTEGER NOT NULL DEFAULT 0,
    profit INTEGER NOT NULL DEFAULT 0,
    balance_used INTEGER NOT NULL CHECK (balance_used >= 0),
    integral_used INTEGER NOT NULL CHECK (integral_used >= 0),
    status INTEGER NOT NULL,
    parent_id INTEGER REFERENCES positions(id),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX positions_user ON positions(user_id, status);
  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    purse TEXT NOT NULL,
    title TEXT NOT NULL,
    amount INTEGER NOT NULL,
    balance INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX ledger_user ON ledger(user_id, created_at);
  CREATE TABLE markets (
    code TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    name TEXT NOT NULL,
    base_price INTEGER NOT NULL,
    sort INTEGER NOT NULL
  );
  CREATE TABLE trades (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    code TEXT NOT NULL REFERENCES markets(code),
    path INTEGER NOT NULL CHECK (path IN (0, 1)),
    amount INTEGER NOT NULL CHECK (amount > 0),
    rate_bp INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    profit_amount INTEGER NOT NULL DEFAULT 0,
    open_price INTEGER NOT NULL,
    close_price INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    settle_at INTEGER NOT NULL
  );
  CREATE INDEX trades_open ON trades(status, settle_at);
  CREATE TABLE pro_orders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    amount INTEGER NOT NULL CHECK (amount > 0),
    daily_rate_bp INTEGER NOT NULL,
    profit_taken INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    stopped_at INTEGER
  );
  CREATE TABLE mining_products (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    count_days INTEGER NOT NULL,
    in_come_bp INTEGER NOT NULL,
    price INTEGER NOT NULL CHECK (price > 0),
    image TEXT NOT NULL
  );
  CREATE TABLE mining_orders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    mining_id INTEGER NOT NULL REFERENCES mining_products(id),
    num INTEGER NOT NULL CHECK (num > 0),
    amount INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE deposits (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    order_num TEXT NOT NULL UNIQUE,
    amount INTEGER NOT NULL CHECK (amount > 0),
    channel_id INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE banks (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    bank_name TEXT NOT NULL,
    bank_account TEXT NOT NULL UNIQUE,
    account_holder TEXT NOT NULL,
    ifsc TEXT NOT NULL
  );
  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    order_num TEXT NOT NULL UNIQUE,
    amount INTEGER NOT NULL CHECK (amount > 0),
    fee INTEGER NOT NULL,
    bank_id INTEGER NOT NULL REFERENCES banks(id),
    tp INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE verifications (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    full_name TEXT NOT NULL,
    pan TEXT NOT NULL,
    birth_date TEXT NOT NULL,
    pin TEXT NOT NULL,
    city TEXT NOT NULL,
    address TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE rewards (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    amount INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE salary_logs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    amount INTEGER NOT NULL,
    status INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE notices (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    contents TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE pages (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    contents TEXT NOT NULL,
    url TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE channel_messages (
    id INTEGER PRIMARY KEY,
    tp INTEGER NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    msg TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    action TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE rankings (
    id INTEGER PRIMARY KEY,
    filed TEXT NOT NULL,
    name TEXT NOT NULL,
    code TEXT NOT NULL,
    score INTEGER NOT NULL
  );
  CREATE TABLE config (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE chat_admins (
    id INTEGER PRIMARY KEY,
    nick_name TEXT NOT NULL,
    icon TEXT NOT NULL
  );
  CREATE TABLE chat_messages (
    msg_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    admin_id INTEGER NOT NULL REFERENCES chat_admins(id),
    mine INTEGER NOT NULL,
    type TEXT NOT NULL,
    content TEXT NOT NULL,
    url TEXT NOT NULL DEFAULT '',
    read INTEGER NOT NULL DEFAULT 0,
    send_time INTEGER NOT NULL
  );
  CREATE INDEX chat_messages_pair ON chat_messages(user_id, admin_id, msg_id);
  CREATE TABLE idempotency (
    user_id INTEGER NOT NULL,
    route TEXT NOT NULL,
    key TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, route, key)
  );
  `,
  // 2: pictures per kind of thing. Announcements and activities carry one; rows of an older database point at
  // the per-category and per-kind drawings, and nobody keeps a placeholder picture (agents show initials).
  `
  ALTER TABLE notices ADD COLUMN image TEXT NOT NULL DEFAULT '';
  ALTER TABLE channel_messages ADD COLUMN image TEXT NOT NULL DEFAULT '';
  UPDATE products SET image = '/img/categories/' || category || '.svg' WHERE image LIKE '/img/products/%';
  UPDATE mining_products SET image = '/img/kinds/mining.svg' WHERE image LIKE '/img/mining/%';
  UPDATE notices SET image = '/img/kinds/news.svg';
  UPDATE channel_messages SET image = '/img/kinds/news.svg' WHERE tp = 1;
  UPDATE chat_admins SET icon = '' WHERE icon LIKE '/files/avatars/%';
  `,
  // 3: Idempotency-Keys as payment APIs keep them (issue 17): one key per user (not per route), with a
  // fingerprint of the request (route and body) so a reused key with another body is refused, kept 24 hours
  // (created_at, sim clock) and then purged. Rows of an older build keep an empty fingerprint (replayed as
  // before). Also the server's own secrets (the payment-link signing key), never sent to a client.
  `
  CREATE TABLE idempotency_keys (
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  INSERT OR IGNORE INTO idempotency_keys (user_id, key, fingerprint, response, created_at)
    SELECT user_id, key, '', response, created_at FROM idempotency;
  DROP TABLE idempotency;
  CREATE INDEX idempotency_keys_age ON idempotency_keys(created_at);
  CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 4: mining plans and BIT Pro finish on the back office (issue 26). A mining order keeps the plan's terms as
  // bought (title, unit price, days, rate) and how far it has paid: `days_paid` income credits so far, `earned`
  // their sum, `status` 0 active or 1 finished (cost back), `next_at` the due time of its next credit (null once
  // finished). Orders of an older build take the plan's terms (the unit price they paid) and start unpaid, so
  // the back office pays what fell due since. A BIT Pro investment keeps its early-transfer penalty.
  `
  ALTER TABLE mining_orders ADD COLUMN title TEXT NOT NULL DEFAULT '';
  ALTER TABLE mining_orders ADD COLUMN price INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mining_orders ADD COLUMN count_days INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mining_orders ADD COLUMN in_come_bp INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mining_orders ADD COLUMN days_paid INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mining_orders ADD COLUMN earned INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mining_orders ADD COLUMN status INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mining_orders ADD COLUMN next_at INTEGER;
  UPDATE mining_orders SET
    title = (SELECT p.title FROM mining_products p WHERE p.id = mining_orders.mining_id),
    price = amount / num,
    count_days = (SELECT p.count_days FROM mining_products p WHERE p.id = mining_orders.mining_id),
    in_come_bp = (SELECT p.in_come_bp FROM mining_products p WHERE p.id = mining_orders.mining_id),
    next_at = created_at + 86400000;
  CREATE INDEX mining_orders_due ON mining_orders(status, next_at);
  CREATE INDEX mining_orders_user ON mining_orders(user_id, created_at);
  ALTER TABLE pro_orders ADD COLUMN penalty_bp INTEGER NOT NULL DEFAULT 1000;
  CREATE INDEX pro_orders_due ON pro_orders(status, expires_at);
  CREATE INDEX pro_orders_user ON pro_orders(user_id, created_at);
  `,
]
