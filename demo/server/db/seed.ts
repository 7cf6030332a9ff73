// The demo customers every fresh database starts with (README and docs/contracts.md list them).
import { hashPasswordSync } from '../passwords.js';
import type { Db } from './database.js';
import { seedBilling } from './seed-billing.js';
import { seedAppointments } from './seed-appointments.js';
import { AREA_TABLES, seedAreas } from './seed-areas.js';

/** Password of every seeded customer. */
export const DEMO_PASSWORD = 'Demo-pass-1';

/** A seeded emergency contact. */
export interface SeedContact {
  id: string;
  name: string;
  phone: string;
  relationship: string;
}

/** A seeded service address. */
export interface SeedService {
  id: string;
  serviceName: string;
  nickname?: string;
  streetAddress1?: string;
  city?: string;
  state?: string;
  zip?: string;
  accountId: string;
  contractSigner: boolean;
  emergencyContacts?: SeedContact[];
}

/** A seeded customer. */
export interface SeedUser {
  /** Fixed ids so a reseed keeps links and bookmarks (and the e2e tests) stable. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  platformUserId: string;
  customerId: string;
  /** false: the account service has no contact record (user-info answers NOCONTACT). */
  hasContact: boolean;
  services: SeedService[];
}

// First 8 hex characters are creation times in 2024 (0x65a1b2c3 = 2024-01-12, etc.).
export const SEED_USERS: readonly SeedUser[] = [
  {
    id: '65a1b2c3d4e5f60718293a4b',
    email: 'alex@example.com',
    firstName: 'Alex',
    lastName: 'Rivera',
    phoneNumber: '8015550142',
    platformUserId: 'plt-1001',
    customerId: 'C-1001',
    hasContact: true,
    services: [
      {
        id: 'svc-1',
        serviceName: 'S-100200300',
        nickname: 'Home',
        streetAddress1: '12 Elm St',
        city: 'Provo',
        state: 'UT',
        zip: '84601',
        accountId: 'A-1',
        contractSigner: true,
        emergencyContacts: [
          { id: 'ec-1', name: 'Jordan Rivera', phone: '8015550175', relationship: 'Spouse' },
          { id: 'ec-2', name: 'Pat Lee', phone: '8015550133', relationship: 'Neighbor' },
        ],
      },
      {
        id: 'svc-2',
        serviceName: 'S-100200301',
        streetAddress1: '480 Canyon View Dr',
        city: 'Orem',
        state: 'UT',
        zip: '84097',
        accountId: 'A-2',
        contractSigner: true,
      },
      {
        id: 'svc-3',
        serviceName: 'S-100200302',
        accountId: 'A-3',
        contractSigner: false,
      },
    ],
  },
  {
    id: '65c3d4e5f60718293a4b5c6d',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Chen',
    phoneNumber: '3855550199',
    platformUserId: 'plt-1002',
    customerId: 'C-1002',
    hasContact: true,
    services: [
      {
        id: 'svc-4',
        serviceName: 'S-200300400',
        nickname: 'Cabin',
        streetAddress1: '7 Aspen Loop',
        city: 'Park City',
        state: 'UT',
        zip: '84060',
        accountId: 'A-4',
        contractSigner: true,
      },
    ],
  },
  {
    id: '65e5f60718293a4b5c6d7e8f',
    email: 'nocontact@example.com',
    firstName: 'Noa',
    lastName: 'Contact',
    phoneNumber: '8015550100',
    platformUserId: 'plt-1003',
    customerId: 'C-1003',
    hasContact: false,
    services: [],
  },
  // One customer per other account error code (spec 3); demo/server/account-problems.ts says
  // which. They sign in; the account service then refuses to open the account.
  ...(
    [
      ['65f0a1b2c3d4e5f607182930', 'notactive', 'Nico', 'Tactive'],
      ['65f1a2b3c4d5e6f708192a3b', 'notadmin', 'Nadia', 'Admin'],
      ['65f2a3b4c5d6e7f8091a2b3c', 'notsigner', 'Noel', 'Signer'],
      ['65f3a4b5c6d7e8f90a1b2c3d', 'transferred', 'Tara', 'Ferred'],
      ['65f4a5b6c7d8e9f00b1c2d3e', 'nomatch', 'Nomi', 'Match'],
    ] as const
  ).map(([id, name, firstName, lastName], index): SeedUser => ({
    id,
    email: `${name}@example.com`,
    firstName,
    lastName,
    phoneNumber: `80155501${String(60 + index)}`,
    platformUserId: `plt-10${String(10 + index)}`,
    customerId: `C-10${String(10 + index)}`,
    hasContact: true,
    services: [],
  })),
];

/** Inserts the demo customers (into empty tables). */
export function seed(db: Db): void {
  const insertUser = db.prepare(`INSERT INTO users
    (id, email, password_hash, first_name, last_name, phone_number, platform_user_id, customer_id,
     has_contact, email_verified, created_at)
    VALUES (@id, @email, @passwordHash, @firstName, @lastName, @phoneNumber, @platformUserId,
     @customerId, @hasContact, 1, @createdAt)`);
  const insertContact = db.prepare(`INSERT INTO emergency_contacts
    (id, service_id, name, phone, relationship, position) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertService = db.prepare(`INSERT INTO services
    (id, user_id, service_name, nickname, street_address1, city, state, zip, account_id,
     contract_signer, position)
    VALUES (@id, @userId, @serviceName, @nickname, @streetAddress1, @city, @state, @zip,
     @accountId, @contractSigner, @position)`);
  // One hash for every demo customer: seeding stays fast and happens before any request.
  const demoHash = hashPasswordSync(DEMO_PASSWORD);
  db.transaction(() => {
    for (const user of SEED_USERS) {
      insertUser.run({
        id: user.id,
        email: user.email,
        passwordHash: demoHash,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        platformUserId: user.platformUserId,
        customerId: user.customerId,
        hasContact: user.hasContact ? 1 : 0,
        createdAt: Number.parseInt(user.id.slice(0, 8), 16),
      });
      user.services.forEach((service, position) => {
        insertService.run({
          id: service.id,
          userId: user.id,
          serviceName: service.serviceName,
          nickname: service.nickname ?? null,
          streetAddress1: service.streetAddress1 ?? null,
          city: service.city ?? null,
          state: service.state ?? null,
          zip: service.zip ?? null,
          accountId: service.accountId,
          contractSigner: service.contractSigner ? 1 : 0,
          position,
        });
        service.emergencyContacts?.forEach((contact, order) =>
          insertContact.run(
            contact.id,
            service.id,
            contact.name,
            contact.phone,
            contact.relationship,
            order + 1,
          ),
        );
      });
    }
    seedBilling(db);
    seedAreas(db);
  })();
  seedAppointments(db);
}

/** True when the database has no customers yet (first start). */
export function isEmpty(db: Db): boolean {
  return !db.prepare('SELECT 1 FROM users LIMIT 1').get();
}

/** Tables holding customer data or provider state, children first; keys are kept on purpose. */
const DATA_TABLES = [
  'work_order_lines',
  'work_orders',
  'appointments',
  'technician_blocks',
  'technicians',
  'order_items',
  'orders',
  'chat_messages',
  'chat_sessions',
  'analytics_events',
  'error_events',
  'web_vitals',
  'sign_in_devices',
  'recent_sign_ins',
  'security_events',
  'mail_outbox',
  'email_changes',
  'password_resets',
  'recovery_codes',
  ...AREA_TABLES,
  'mfa_challenges',
  'emergency_contacts',
  'access_activity',
  'payment_sessions',
  'subscriptions',
  'financing_plans',
  'billing_transactions',
  'payment_methods',
  'billing_accounts',
  'services',
  'users',
  'oidc_models',
];

/**
 * Wipes customer data and provider state (sessions, grants, tokens) and seeds again. Signing
 * and cookie keys survive so nothing else needs restarting.
 */
export function resetData(db: Db): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.exec(`DELETE FROM ${table}`);
    seed(db);
  })();
}

/** Seeds on first start, or always when `reset` is set. */
export function ensureSeeded(db: Db, reset: boolean): void {
  if (reset) resetData(db);
  else if (isEmpty(db)) seed(db);
}
