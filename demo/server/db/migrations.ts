// Numbered, append-only schema migrations. A shipped migration is never edited: add a new one.
// Typed on better-sqlite3's own handle, not database.ts's alias: database.ts runs these, so
// importing it back would make the two files a loop.
import type { Database as Db } from 'better-sqlite3';

/** One schema step; `id` is its order and is recorded in the `migrations` table once applied. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** Every migration, in order. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'customers, services, access activity, provider state and keys',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        platform_user_id TEXT NOT NULL,
        customer_id TEXT NOT NULL,
        has_contact INTEGER NOT NULL DEFAULT 1,
        email_verified INTEGER NOT NULL DEFAULT 1,
        mfa_enabled INTEGER NOT NULL DEFAULT 0,
        mfa_secret TEXT,
        mfa_pending_secret TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE services (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        service_name TEXT NOT NULL UNIQUE,
        nickname TEXT,
        street_address1 TEXT,
        city TEXT,
        state TEXT,
        zip TEXT,
        account_id TEXT NOT NULL,
        contract_signer INTEGER NOT NULL DEFAULT 1,
        position INTEGER NOT NULL
      );
      CREATE INDEX services_user ON services(user_id, position);
      CREATE TABLE access_activity (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        occurred_at TEXT NOT NULL,
        ip TEXT,
        user_agent TEXT,
        browser TEXT,
        os TEXT,
        success INTEGER NOT NULL,
        mfa_used INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX access_activity_user ON access_activity(user_id, id);
      CREATE TABLE oidc_models (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at INTEGER,
        consumed_at INTEGER,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_models_grant ON oidc_models(grant_id);
      CREATE INDEX oidc_models_uid ON oidc_models(model, uid);
      CREATE INDEX oidc_models_user_code ON oidc_models(model, user_code);
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'emergency contacts per service, pending 2FA sign-in steps',
    sql: `
      CREATE TABLE emergency_contacts (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        relationship TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX emergency_contacts_service ON emergency_contacts(service_id, position);
      CREATE TABLE mfa_challenges (
        uid TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    id: 3,
    name: 'verbal password per customer (scrypt hash) and when it was last set',
    sql: `
      ALTER TABLE users ADD COLUMN verbal_password_hash TEXT;
      ALTER TABLE users ADD COLUMN verbal_password_updated_at TEXT;
    `,
  },
  {
    id: 4,
    name: 'commerce stand-in: sessions, cart items and whether the cart was seeded',
    // IF NOT EXISTS: databases from before this migration got these tables from the route module.
    sql: `
      CREATE TABLE IF NOT EXISTS commerce_sessions (
        id TEXT PRIMARY KEY,
        service_number TEXT NOT NULL,
        expiration TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS commerce_cart_items (
        service_number TEXT NOT NULL,
        catalog_id TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        PRIMARY KEY (service_number, catalog_id)
      );
      CREATE TABLE IF NOT EXISTS commerce_seeded (id INTEGER PRIMARY KEY CHECK (id = 1));
    `,
  },
  {
    id: 10,
    name: 'billing: accounts per service, cards, statements, transactions, subscriptions, financing, hosted payment sessions',
    sql: `
      CREATE TABLE billing_accounts (
        service_id TEXT PRIMARY KEY REFERENCES services(id) ON DELETE CASCADE,
        balance_cents INTEGER NOT NULL,
        monthly_cents INTEGER NOT NULL,
        period_start TEXT NOT NULL,
        period_end TEXT NOT NULL,
        due_date TEXT NOT NULL,
        autopay_enabled INTEGER NOT NULL DEFAULT 0,
        autopay_method_id TEXT,
        paperless INTEGER NOT NULL DEFAULT 0,
        address_street TEXT,
        address_city TEXT,
        address_state TEXT,
        address_zip TEXT
      );
      CREATE TABLE payment_methods (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        token TEXT NOT NULL,
        brand TEXT NOT NULL,
        last4 TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX payment_methods_service ON payment_methods(service_id, created_at);
      CREATE TABLE billing_statements (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        period_start TEXT NOT NULL,
        period_end TEXT NOT NULL,
        issued_on TEXT NOT NULL,
        due_date TEXT NOT NULL,
        total_cents INTEGER NOT NULL,
        lines_json TEXT NOT NULL
      );
      CREATE INDEX billing_statements_service ON billing_statements(service_id, period_start);
      CREATE TABLE billing_transactions (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        occurred_on TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('payment', 'charge', 'credit', 'refund')),
        description TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX billing_transactions_service ON billing_transactions(service_id, occurred_on);
      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        feature_name TEXT NOT NULL,
        price_cents INTEGER NOT NULL,
        started_on TEXT NOT NULL,
        renews_on TEXT NOT NULL,
        ends_on TEXT,
        UNIQUE (service_id, feature_name)
      );
      CREATE TABLE financing_plans (
        service_id TEXT PRIMARY KEY REFERENCES services(id) ON DELETE CASCADE,
        partner_name TEXT NOT NULL,
        description TEXT NOT NULL,
        remaining_cents INTEGER NOT NULL,
        monthly_cents INTEGER NOT NULL
      );
      CREATE TABLE payment_sessions (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('payment', 'add-card')),
        idempotency_key TEXT NOT NULL,
        amount_cents INTEGER,
        method_id TEXT,
        save_card INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'open',
        message TEXT,
        confirmation TEXT,
        result_method_id TEXT,
        balance_after_cents INTEGER,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        completed_at TEXT,
        UNIQUE (service_id, idempotency_key)
      );
    `,
  },
  {
    id: 20,
    name: 'orders and sales with their items, technicians, their calendars, appointments, work orders',
    sql: `
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('order', 'sale')),
        sales_channel TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
        plan_name TEXT,
        plan_monthly_cents INTEGER,
        term_months INTEGER,
        representative TEXT,
        terms TEXT NOT NULL,
        created_at TEXT NOT NULL,
        confirmed_at TEXT,
        accepted_name TEXT
      );
      CREATE INDEX orders_user ON orders(user_id);
      CREATE TABLE order_items (
        order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        one_time_cents INTEGER NOT NULL,
        monthly_cents INTEGER NOT NULL,
        PRIMARY KEY (order_id, position)
      );
      CREATE TABLE technicians (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL
      );
      CREATE TABLE technician_blocks (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        technician_id TEXT NOT NULL REFERENCES technicians(id) ON DELETE CASCADE,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        reason TEXT NOT NULL
      );
      CREATE INDEX technician_blocks_time ON technician_blocks(technician_id, starts_at);
      CREATE TABLE appointments (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('installation', 'service', 'removal')),
        status TEXT NOT NULL CHECK (status IN ('scheduled', 'completed', 'cancelled')),
        window_start TEXT NOT NULL,
        window_end TEXT NOT NULL,
        technician_id TEXT NOT NULL REFERENCES technicians(id),
        technician_note TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX appointments_service ON appointments(service_id, window_start);
      -- The last guard against double booking: one scheduled visit per technician and window.
      CREATE UNIQUE INDEX appointments_technician_window
        ON appointments(technician_id, window_start) WHERE status = 'scheduled';
      CREATE TABLE work_orders (
        id TEXT PRIMARY KEY,
        appointment_id TEXT NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
        order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        summary TEXT NOT NULL
      );
      CREATE TABLE work_order_lines (
        work_order_id TEXT NOT NULL REFERENCES work_orders(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('device', 'task')),
        name TEXT NOT NULL,
        quantity INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (work_order_id, position)
      );
    `,
  },
  {
    id: 30,
    name: 'areas: documents, monitoring, communication preferences, referrals, smart home',
    sql: `
      CREATE TABLE monitoring (
        service_id TEXT PRIMARY KEY REFERENCES services(id) ON DELETE CASCADE,
        monitored_since TEXT NOT NULL,
        plan TEXT NOT NULL,
        central_station TEXT NOT NULL
      );
      CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        category TEXT NOT NULL,
        kind TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        content BLOB
      );
      CREATE INDEX documents_service ON documents(service_id, created_at);
      CREATE TABLE communication_preferences (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        category TEXT NOT NULL,
        channel TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        PRIMARY KEY (user_id, category, channel)
      );
      CREATE TABLE referral_codes (
        service_id TEXT PRIMARY KEY REFERENCES services(id) ON DELETE CASCADE,
        code TEXT NOT NULL UNIQUE
      );
      CREATE TABLE referrals (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        friend_name TEXT NOT NULL,
        referred_at TEXT NOT NULL,
        status TEXT NOT NULL,
        reward_cents INTEGER NOT NULL
      );
      CREATE TABLE smart_home_devices (
        id TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        room TEXT NOT NULL,
        state TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE smart_home_links (
        token_hash TEXT PRIMARY KEY,
        service_id TEXT NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    id: 40,
    name: 'chat stand-in: chat sessions (verified customer, prechat fields) and their transcripts',
    sql: `
      CREATE TABLE chat_sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        org_id TEXT NOT NULL,
        deployment TEXT NOT NULL,
        prechat_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        ended_at TEXT
      );
      CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id TEXT NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
        sender TEXT NOT NULL CHECK (sender IN ('customer', 'bot')),
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX chat_messages_session ON chat_messages(session_id, id);
    `,
  },
  {
    id: 41,
    name: 'analytics collector: received track, engage, groups and flags requests',
    sql: `
      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        endpoint TEXT NOT NULL,
        event TEXT,
        distinct_id TEXT,
        properties_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 50,
    name: 'security: attempt kinds, signed-in devices, mail outbox, email change, password reset, recovery codes, TOTP reuse, commerce session owners',
    sql: `
      ALTER TABLE access_activity ADD COLUMN kind TEXT NOT NULL DEFAULT 'password';
      CREATE INDEX access_activity_email_time ON access_activity(email COLLATE NOCASE, occurred_at);
      CREATE INDEX access_activity_ip_time ON access_activity(ip, occurred_at);
      CREATE TABLE sign_in_devices (
        session_uid TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        browser TEXT NOT NULL,
        os TEXT NOT NULL,
        ip TEXT,
        signed_in_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      );
      CREATE INDEX sign_in_devices_user ON sign_in_devices(user_id);
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        sent_at TEXT NOT NULL
      );
      CREATE TABLE email_changes (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        new_email TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE recovery_codes (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        PRIMARY KEY (user_id, code_hash)
      );
      ALTER TABLE users ADD COLUMN mfa_last_step INTEGER;
      CREATE TABLE IF NOT EXISTS commerce_sessions (
        id TEXT PRIMARY KEY,
        service_number TEXT NOT NULL,
        expiration TEXT NOT NULL
      );
      ALTER TABLE commerce_sessions ADD COLUMN user_id TEXT;
      ALTER TABLE commerce_sessions ADD COLUMN guest INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 60,
    name: 'when each customer last changed their password (shown on the profile overview)',
    sql: `
      ALTER TABLE users ADD COLUMN password_changed_at TEXT;
    `,
  },
  {
    id: 61,
    name: 'error reports (the error-tracking stand-in) and real-user speed samples',
    sql: `
      CREATE TABLE error_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id TEXT NOT NULL,
        message TEXT NOT NULL,
        release TEXT,
        environment TEXT,
        route TEXT,
        level TEXT,
        event_json TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE INDEX error_events_message ON error_events (message);
      CREATE TABLE web_vitals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        value REAL NOT NULL,
        rating TEXT NOT NULL,
        route TEXT NOT NULL,
        release TEXT,
        received_at TEXT NOT NULL
      );
      CREATE INDEX web_vitals_route ON web_vitals (route, name);
      `,
  },
  {
    id: 62,
    name: 'mail a customer asked for (resent email codes, sign-in links), to limit them; sign-in links',
    sql: `
      CREATE TABLE mail_requests (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL,
        sent_at INTEGER NOT NULL
      );
      CREATE INDEX mail_requests_user ON mail_requests(user_id, purpose, sent_at);
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        interaction_uid TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    id: 64,
    name: 'recent sign-in and security notices (issue 25): when a provider session last confirmed who it is, and the security changes Access Activity lists beside the sign-ins',
    sql: `
      CREATE TABLE recent_sign_ins (
        session_uid TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        confirmed_at INTEGER NOT NULL
      );
      CREATE TABLE security_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        occurred_at TEXT NOT NULL,
        browser TEXT NOT NULL,
        os TEXT NOT NULL,
        ip TEXT
      );
      CREATE INDEX security_events_user ON security_events(user_id, occurred_at);
    `,
  },
  {
    id: 72,
    name: 'billing: one ledger (issue 24): charges carry their statement lines, statements and statement documents are derived from the ledger; hosted page sessions count declined attempts and keep the card a payment was made with (for the receipt)',
    sql: `
      ALTER TABLE billing_transactions ADD COLUMN lines_json TEXT;
      DROP TABLE billing_statements;
      DELETE FROM documents WHERE kind = 'statement';
      ALTER TABLE payment_sessions ADD COLUMN declines INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE payment_sessions ADD COLUMN paid_brand TEXT;
      ALTER TABLE payment_sessions ADD COLUMN paid_last4 TEXT;
    `,
  },
  {
    id: 73,
    name: "passkeys (issue 25): each customer's WebAuthn credentials, and the single-use challenges of adding one and of signing in with one",
    sql: `
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        public_key BLOB NOT NULL,
        counter INTEGER NOT NULL DEFAULT 0,
        transports TEXT NOT NULL DEFAULT '[]',
        name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_used_at TEXT
      );
      CREATE INDEX passkeys_user ON passkeys(user_id);
      CREATE TABLE passkey_challenges (
        challenge TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        binding TEXT NOT NULL,
        user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX passkey_challenges_binding ON passkey_challenges(purpose, binding);
    `,
  },
  {
    id: 74,
    name: "each customer's language (issue 28): the account centre's choice, which also words their mail; NULL until they choose one",
    sql: `
      ALTER TABLE users ADD COLUMN language TEXT;
    `,
  },
  {
    id: 75,
    name: "issue 28: a hosted payment page and a chat keep the language they were opened in (the customer's when the account centre opened them), for their pages, messages and the receipt",
    sql: `
      ALTER TABLE payment_sessions ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
      ALTER TABLE chat_sessions ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
    `,
  },
];

/** Applies every migration not yet recorded, each in its own transaction. Returns the ids applied. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT id FROM migrations')
      .all()
      .map((row) => (row as { id: number }).id),
  );
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
    done.push(migration.id);
  }
  return done;
}
