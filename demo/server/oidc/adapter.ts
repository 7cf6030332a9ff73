// oidc-provider storage adapter on SQLite: sessions, grants, codes, tokens and interactions
// survive a restart, so a signed-in customer stays signed in.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.js';

/** Expired rows are swept at most this often (ms), piggy-backing on writes. */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

/** One adapter per provider model name ('Session', 'AccessToken', 'Grant', ...). */
export class SqliteAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const now = Date.now();
    if (now - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = now;
      this.db
        .prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ?')
        .run(now);
    }
    this.db
      .prepare(
        `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
         VALUES (@model, @id, @payload, @grantId, @userCode, @uid, @expiresAt, NULL)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload,
           grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid,
           expires_at = excluded.expires_at`,
      )
      .run({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? now + expiresIn * 1000 : null,
      });
  }

  private findWhere(column: 'id' | 'uid' | 'user_code', value: string): AdapterPayload | undefined {
    const row = this.db
      .prepare(
        `SELECT payload, expires_at AS expiresAt, consumed_at AS consumedAt FROM oidc_models
         WHERE model = ? AND ${column} = ?`,
      )
      .get(this.model, value) as
      { payload: string; expiresAt: number | null; consumedAt: number | null } | undefined;
    if (!row || (row.expiresAt !== null && row.expiresAt < Date.now())) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    // The provider treats a truthy `consumed` as "already used" (codes, rotated refresh tokens).
    return row.consumedAt === null
      ? payload
      : { ...payload, consumed: Math.floor(row.consumedAt / 1000) };
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    this.db
      .prepare('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?')
      .run(Date.now(), this.model, id);
  }

  async destroy(id: string): Promise<void> {
    this.db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?').run(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.db
      .prepare('DELETE FROM oidc_models WHERE model = ? AND grant_id = ?')
      .run(this.model, grantId);
  }
}
