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
  // 4: sessions end on the server, and guessing is limited (issue 25). Tokens are kept only as their SHA-256
  // (sha256_hex is registered by openDb): the tokens of an older build are hashed in place, so everyone
  // stays signed in; no plain token is left. One-time codes belong to one number and one purpose; the
  // guessing limits keep their strike counts (src/http/throttle.ts).
  `
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL
  );
  INSERT OR IGNORE INTO sessions (token_hash, user_id, expires_at)
    SELECT sha256_hex(token), user_id, expires_at FROM tokens;
  DROP TABLE tokens;
  CREATE INDEX sessions_user ON sessions(user_id);
  CREATE INDEX sessions_expiry ON sessions(expires_at);
  CREATE TABLE otp_codes (
    mob TEXT NOT NULL,
    purpose TEXT NOT NULL,
    code TEXT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (mob, purpose)
  );
  CREATE TABLE throttles (
    key TEXT PRIMARY KEY,
    strikes INTEGER NOT NULL,
    wait_until INTEGER NOT NULL,
    forget_at INTEGER NOT NULL
  );
  CREATE INDEX throttles_forget ON throttles(forget_at);
  `,
  // 5: the operators' console (issue 29, src/ops/). Operators are not users: their own accounts, roles,
  // sign-in codes, sessions (only a SHA-256 of each token is kept) and sign-in waits. The audit log is
  // append-only: triggers refuse every UPDATE and DELETE, whoever asks. A chat message may name the
  // operator who wrote it (NULL: the user, or an automatic reply). On a user's own message, `read` now means
  // an operator has read it (new rows start unread; older ones stay as they were).
  `
  CREATE TABLE operators (
    id INTEGER PRIMARY KEY,
    login TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('support', 'finance')),
    pass_hash TEXT NOT NULL,
    available INTEGER NOT NULL DEFAULT 0 CHECK (available IN (0, 1)),
    created_at INTEGER NOT NULL
  );
  CREATE TABLE operator_sessions (
    token_hash TEXT PRIMARY KEY,
    operator_id INTEGER NOT NULL REFERENCES operators(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX operator_sessions_operator ON operator_sessions(operator_id, expires_at);
  CREATE TABLE operator_challenges (
    challenge_hash TEXT PRIMARY KEY,
    operator_id INTEGER NOT NULL REFERENCES operators(id),
    code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE operator_sign_in_waits (
    login TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    next_at INTEGER NOT NULL
  );
  CREATE TABLE operator_audit (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    operator_id INTEGER REFERENCES operators(id),
    actor TEXT NOT NULL,
    role TEXT NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    before TEXT,
    after TEXT
  );
  CREATE INDEX operator_audit_operator ON operator_audit(operator_id, id);
  CREATE TRIGGER operator_audit_no_update BEFORE UPDATE ON operator_audit
  BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER operator_audit_no_delete BEFORE DELETE ON operator_audit
  BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  ALTER TABLE chat_messages ADD COLUMN operator_id INTEGER REFERENCES operators(id);
  CREATE INDEX chat_messages_recent ON chat_messages(send_time, msg_id);
  `,
  // 6: the back office (issue 26). Withdrawals are settled (paid or refunded with a reason); bank transfers
  // carry the user's UTR and a stage (unpaid, checking, paid, refused, cancelled); PAN reviews are decided
  // with a reason; bank accounts remember when they were bound or changed (the withdrawal hold). Older
  // databases: paid deposits get their stage, accounts count as bound long ago, and the seed's test fixtures
  // (the hostile-HTML announcement, page and signal link, the made-up support numbers) are removed.
  `
  ALTER TABLE withdrawals ADD COLUMN settled_at INTEGER;
  ALTER TABLE withdrawals ADD COLUMN reason TEXT NOT NULL DEFAULT '';
  ALTER TABLE withdrawals ADD COLUMN reason_code TEXT NOT NULL DEFAULT '';
  UPDATE withdrawals SET settled_at = created_at WHERE status IN (2, 3);
  CREATE INDEX withdrawals_open ON withdrawals(status, created_at);
  ALTER TABLE deposits ADD COLUMN stage TEXT NOT NULL DEFAULT 'unpaid';
  ALTER TABLE deposits ADD COLUMN utr TEXT NOT NULL DEFAULT '';
  ALTER TABLE deposits ADD COLUMN utr_at INTEGER;
  ALTER TABLE deposits ADD COLUMN settled_at INTEGER;
  ALTER TABLE deposits ADD COLUMN reason TEXT NOT NULL DEFAULT '';
  ALTER TABLE deposits ADD COLUMN reason_code TEXT NOT NULL DEFAULT '';
  UPDATE deposits SET stage = 'paid', settled_at = created_at WHERE status != 0;
  CREATE INDEX deposits_checking ON deposits(stage, utr_at);
  CREATE INDEX deposits_utr ON deposits(utr);
  ALTER TABLE verifications ADD COLUMN reviewed_at INTEGER;
  ALTER TABLE verifications ADD COLUMN reason TEXT NOT NULL DEFAULT '';
  ALTER TABLE verifications ADD COLUMN reason_code TEXT NOT NULL DEFAULT '';
  ALTER TABLE banks ADD COLUMN changed_at INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX users_kyc ON users(kyc_status);
  DELETE FROM notices WHERE contents LIKE '%window.__pwned%';
  DELETE FROM pages WHERE contents LIKE '%window.__pwned%';
  UPDATE channel_messages SET msg = '<p>Reminder: never share your OTP.</p>'
    WHERE msg LIKE '%javascript:alert(document.cookie)%';
  UPDATE config SET value = '' WHERE key = 'support_wa' AND value = '919800000001,919800000002,919800000003';
  UPDATE config SET value = '' WHERE key = 'support_tg' AND value = 'mandi_support';
  `,
  // 7: issue 27. Rewards that are paid, rankings that are computed, replies that say they are automatic, and
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
  UPDATE chat_messages SET auto = '{}' WHERE mine = 0 AND operator_id IS NULL;
  UPDATE chat_messages SET content = 'Welcome to Mandi. This chat answers automatically about your account.'
    WHERE content = 'Welcome to Mandi! I am Priya from support.';
  DROP TABLE rankings;
  INSERT INTO config (key, value) SELECT 'invite_reward', '5' WHERE EXISTS (SELECT 1 FROM config);
  `,
  // 8: mining plans and BIT Pro finish on the back office (issue 26). A mining order keeps the plan's terms as
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
  // 9: the operators' console, phase B (issue 29). An operator's answer or money decision may carry an
  // Idempotency-Key: the first successful answer is kept per operator and key with a fingerprint of the request
  // (as idempotency_keys keeps a user's), so a retry replays it instead of acting twice; kept 24 hours.
  `
  CREATE TABLE ops_idempotency (
    operator_id INTEGER NOT NULL REFERENCES operators(id),
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (operator_id, key)
  );
  CREATE INDEX ops_idempotency_age ON ops_idempotency(created_at);
  `,
  // 10: passkeys (issue 28, src/passkeys/). A passkey is a WebAuthn credential of one user, kept with its public
  // key, its signature counter, the RP ID (host) it was made for, where (the browser and system, from the
  // User-Agent) and when it was made and last used. Challenges are single-use and expire; a confirmation is a
  // short-lived single-use token (kept as its SHA-256) that a passkey or the password gives for one action of
  // one session. A session remembers when its password was last confirmed (a password sign-in counts), which
  // lets it register a passkey for 5 minutes. users.passkey_offer_dismissed: the app's offer to turn
  // fingerprint sign-in on was declined, so it is never made again.
  `
  CREATE TABLE passkeys (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    user_handle TEXT NOT NULL,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL DEFAULT '',
    rp_id TEXT NOT NULL,
    name TEXT NOT NULL,
    device TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    last_used_device TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX passkeys_user ON passkeys(user_id, created_at);
  CREATE TABLE passkey_challenges (
    challenge TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    user_id INTEGER NOT NULL DEFAULT 0,
    session TEXT NOT NULL DEFAULT '',
    action TEXT NOT NULL DEFAULT '',
    user_handle TEXT NOT NULL DEFAULT '',
    rp_id TEXT NOT NULL,
    origin TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX passkey_challenges_expiry ON passkey_challenges(expires_at);
  CREATE TABLE confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    session TEXT NOT NULL,
    action TEXT NOT NULL,
    method TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX confirmations_expiry ON confirmations(expires_at);
  ALTER TABLE sessions ADD COLUMN password_confirmed_at INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN passkey_offer_dismissed INTEGER NOT NULL DEFAULT 0;
  `,
]
