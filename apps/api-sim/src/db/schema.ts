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
  `, // 4: issue 27. Rewards that are paid, rankings that are computed, replies that say they are automatic, and
  // a bell that counts what each user has not read.
  // - deposits.credited_at: when a deposit reached the balance (the reward job pays at that moment); a database
  //   of an older build takes the order's time for its credited deposits.
  // - rewards: which invitee (one reward per invitee, ever) and which deposit a reward is for; older rows are
  //   matched to the invitee by code, so a database seeded before is not paid twice.
  // - notice_reads: the announcements a user has opened.
  // - chat: automatic replies carry what they are about (`auto`, JSON; '' for a person's message); every agent
  //   message so far was automatic. Agents are desks, not people; `auto_reply` lets a desk's automatic replies
  //   be switched off (when people answer it).
  // - the seeded rankings table is gone: boards are computed from the users' teams.
  `
  ALTER TABLE deposits ADD COLUMN credited_at INTEGER;
  UPDATE deposits SET credited_at = created_at WHERE status != 0;
  ALTER TABLE rewards ADD COLUMN invitee_id INTEGER REFERENCES users(id);
  ALTER TABLE rewards ADD COLUMN deposit_id INTEGER REFERENCES deposits(id);
  UPDATE rewards SET invitee_id = (SELECT id FROM users WHERE users.code = rewards.code);
  CREATE UNIQUE INDEX rewards_invitee ON rewards(invitee_id);
  CREATE INDEX rewards_user ON rewards(user_id, created_at);
  CREATE INDEX users_inviter ON users(inviter_id, created_at);
  CREATE INDEX deposits_user ON deposits(user_id, status);
  CREATE TABLE notice_reads (
    user_id INTEGER NOT NULL REFERENCES users(id),
    notice_id INTEGER NOT NULL REFERENCES notices(id),
    read_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, notice_id)
  );
  ALTER TABLE chat_admins ADD COLUMN auto_reply INTEGER NOT NULL DEFAULT 1;
  UPDATE chat_admins SET nick_name = 'Support desk' WHERE nick_name = 'Support Priya';
  UPDATE chat_admins SET nick_name = 'Account desk' WHERE nick_name = 'Support Arjun';
  UPDATE chat_admins SET nick_name = 'Finance desk' WHERE nick_name = 'Finance Desk';
  ALTER TABLE chat_messages ADD COLUMN auto TEXT NOT NULL DEFAULT '';
  UPDATE chat_messages SET auto = '{}' WHERE mine = 0;
  UPDATE chat_messages SET content = 'Welcome to Mandi. This chat answers automatically about your account.'
    WHERE content = 'Welcome to Mandi! I am Priya from support.';
  DROP TABLE rankings;
  INSERT INTO config (key, value) SELECT 'invite_reward', '5' WHERE EXISTS (SELECT 1 FROM config);
  `,
]
