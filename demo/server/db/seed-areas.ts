// Seed of the account centre's remaining areas (issue 12): monitoring of each service (for the
// alarm-monitoring certificate), documents, communication preferences, referral codes and
// referrals and smart-home devices. Purchase history reads the orders of the appointments and
// orders area (seed-appointments.ts). Listed in the README's demo-data table.
import type { Db } from './database.js';

/** Tables this seed fills, children first (seed.ts DATA_TABLES includes them). */
export const AREA_TABLES = [
  'smart_home_links',
  'smart_home_devices',
  'referrals',
  'referral_codes',
  'communication_preferences',
  'documents',
  'monitoring',
] as const;

const MONITORING = [
  ['svc-1', '2024-02-01', 'Professional monitoring 24/7', 'Wasatch Central Station (UL-listed)'],
  ['svc-2', '2024-06-15', 'Professional monitoring 24/7', 'Wasatch Central Station (UL-listed)'],
  ['svc-4', '2025-03-10', 'Professional monitoring 24/7', 'Summit Central Station (UL-listed)'],
] as const;

// id, service, name, category, kind, created (content is generated on first use). Statements
// are not stored here: Documents lists them from the billing ledger.
const DOCUMENTS = [
  ['doc-1', 'svc-1', 'Monitoring agreement', 'Contract', 'contract', '2024-01-20T16:00:00.000Z'],
  ['doc-4', 'svc-2', 'Monitoring agreement', 'Contract', 'contract', '2024-06-10T16:00:00.000Z'],
  ['doc-5', 'svc-4', 'Monitoring agreement', 'Contract', 'contract', '2025-03-05T16:00:00.000Z'],
] as const;

// user, category, channel, enabled (categories without rows use the defaults).
const PREFERENCES = [
  ['65a1b2c3d4e5f60718293a4b', 'billing', 'email', 1],
  ['65a1b2c3d4e5f60718293a4b', 'billing', 'sms', 0],
  ['65a1b2c3d4e5f60718293a4b', 'appointments', 'email', 1],
  ['65a1b2c3d4e5f60718293a4b', 'appointments', 'sms', 1],
  ['65a1b2c3d4e5f60718293a4b', 'alarm', 'email', 1],
  ['65a1b2c3d4e5f60718293a4b', 'alarm', 'sms', 1],
  ['65a1b2c3d4e5f60718293a4b', 'offers', 'email', 0],
  ['65a1b2c3d4e5f60718293a4b', 'offers', 'sms', 0],
] as const;

const REFERRAL_CODES = [
  ['svc-1', 'ALEX-HOME-7Q2'],
  ['svc-2', 'ALEX-OREM-4K9'],
  ['svc-3', 'ALEX-302-M8C'],
  ['svc-4', 'SAM-CABIN-3F6'],
] as const;

// id, service, friend, referred at, status, reward cents.
const REFERRALS = [
  ['ref-1', 'svc-1', 'Jamie P.', '2026-03-14T18:00:00.000Z', 'rewarded', 10000],
  ['ref-2', 'svc-1', 'Morgan K.', '2026-09-02T18:00:00.000Z', 'installed', 10000],
  ['ref-3', 'svc-1', 'Taylor S.', '2026-11-10T18:00:00.000Z', 'pending', 0],
] as const;

// id, service, name, kind, room, state.
const DEVICES = [
  ['dev-1', 'svc-1', 'Front door lock', 'Lock', 'Entry', 'Locked'],
  ['dev-2', 'svc-1', 'Doorbell camera', 'Camera', 'Front porch', 'Online'],
  ['dev-3', 'svc-1', 'Hallway thermostat', 'Thermostat', 'Hallway', '70 °F, heating'],
  ['dev-4', 'svc-1', 'Garage door sensor', 'Sensor', 'Garage', 'Closed'],
  ['dev-5', 'svc-2', 'Back door lock', 'Lock', 'Kitchen', 'Locked'],
  ['dev-6', 'svc-2', 'Living room camera', 'Camera', 'Living room', 'Online'],
  ['dev-7', 'svc-4', 'Cabin thermostat', 'Thermostat', 'Great room', '55 °F, away'],
  ['dev-8', 'svc-4', 'Deck door sensor', 'Sensor', 'Deck', 'Closed'],
] as const;

/** Inserts the seed rows of every area (the services and users exist already). */
export function seedAreas(db: Db): void {
  const monitoring = db.prepare('INSERT INTO monitoring VALUES (?, ?, ?, ?)');
  for (const row of MONITORING) monitoring.run(...row);
  const documents = db.prepare(
    `INSERT INTO documents (id, service_id, name, category, kind, mime_type, created_at)
     VALUES (?, ?, ?, ?, ?, 'application/pdf', ?)`,
  );
  for (const row of DOCUMENTS) documents.run(...row);
  const preferences = db.prepare('INSERT INTO communication_preferences VALUES (?, ?, ?, ?)');
  for (const row of PREFERENCES) preferences.run(...row);
  const codes = db.prepare('INSERT INTO referral_codes VALUES (?, ?)');
  for (const row of REFERRAL_CODES) codes.run(...row);
  const referrals = db.prepare('INSERT INTO referrals VALUES (?, ?, ?, ?, ?, ?)');
  for (const row of REFERRALS) referrals.run(...row);
  const devices = db.prepare('INSERT INTO smart_home_devices VALUES (?, ?, ?, ?, ?, ?, ?)');
  DEVICES.forEach((row, position) => devices.run(...row, position));
}
