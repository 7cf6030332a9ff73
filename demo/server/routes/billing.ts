// Billing under /api/account/billing (spec 7.2; paths and payloads in docs/contracts.md), the
// signed statement files, and the payment provider's hosted page stand-in (/payment-provider).
// Every account call takes serviceName (with or without 'S-') and only reaches the signed-in
// customer's own services.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Request } from 'express';
import { badRequest, HttpError } from '../api/errors.js';
import { bodyObject, intQuery, requiredQuery, requiredString } from '../api/validation.js';
import type { Db } from '../db/database.js';
import { findOwnService, type ServiceRow } from '../services.js';
import { invalidAddressMessage, verifyAddress } from '../billing/address-verification.js';
import {
  autopay,
  billingAddress,
  currentInvoice,
  defaultMethod,
  financing,
  findStatement,
  invoicePreferences,
  listMethods,
  listStatements,
  listSubscriptions,
  listTransactions,
  removeMethod,
  removeSubscriptions,
  setAutopay,
  setBillingAddress,
  setDefaultMethod,
  setPaperless,
  TRANSACTION_TYPES,
} from '../billing/billing-data.js';
import { renderCheckout, renderFinished, renderUnknown } from '../billing/hosted-page.js';
import {
  cancelSession,
  openSession,
  paySession,
  returnPath,
  sessionForPage,
  sessionForService,
} from '../billing/payment-sessions.js';
import { statementFileName, statementPdfFor } from '../billing/statement-print.js';
import { billingText } from '../billing/text.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { localeOf, type Locale } from '../../../src/lib/shared/i18n/locales.js';
import { ACCOUNT_BASE } from './account.js';
import { assertRecentSignIn } from '../security/recent-sign-in.js';
import type { RouteModule } from './types.js';
import type {
  PaymentPurpose,
  PostalAddress,
  TransactionType,
} from '../../../src/contracts/billing.js';

const BILLING = `${ACCOUNT_BASE}/billing`;
/** Statement file links: signed, valid for five minutes (a download starts at once). */
export const STATEMENT_FILES = '/api/billing-files/statements';
const LINK_TTL_MS = 5 * 60 * 1000;
/** Key of the statement links; a restart simply invalidates the few open links. */
const LINK_KEY = randomBytes(32);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function owner(db: Db, req: Request): ServiceRow {
  return findOwnService(
    db,
    req.auth?.userId ?? '',
    requiredQuery(req.query, 'serviceName'),
    localeOfRequest(req),
  );
}

/** The reader's language and billing's words in it (the account centre sends Accept-Language). */
function reader(req: Request) {
  const locale = localeOfRequest(req);
  return { locale, t: billingText.t(locale) };
}

/**
 * The language of a statement file: the `lang` its link was made with (the link call carried the
 * customer's Accept-Language; the browser then opens the plain link), else the request's own.
 */
function fileLocale(req: Request): Locale {
  const lang = req.query.lang;
  return (typeof lang === 'string' ? localeOf(lang) : undefined) ?? localeOfRequest(req);
}

function customer(db: Db, userId: string) {
  return db
    .prepare(
      'SELECT email, first_name AS firstName, last_name AS lastName, customer_id AS customerId FROM users WHERE id = ?',
    )
    .get(userId) as { email: string; firstName: string; lastName: string; customerId: string };
}

function optionalDate(
  query: Record<string, unknown>,
  name: string,
  locale: Locale,
): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'string' ? raw : '';
  const parsed = Date.parse(`${value}T00:00:00Z`);
  if (
    !DATE.test(value) ||
    Number.isNaN(parsed) ||
    new Date(parsed).toISOString().slice(0, 10) !== value
  ) {
    throw badRequest(billingText.t(locale)('request.date', { name }));
  }
  return value;
}

function addressBody(body: Record<string, unknown>): PostalAddress {
  return {
    street: requiredString(body, 'street', { max: 100 }),
    city: requiredString(body, 'city', { max: 60 }),
    state: requiredString(body, 'state', { max: 30 }),
    zip: requiredString(body, 'zip', { max: 10 }),
  };
}

function sign(statementId: string, serviceId: string, expires: number): string {
  return createHmac('sha256', LINK_KEY)
    .update(`${statementId}.${serviceId}.${expires}`)
    .digest('base64url');
}

function validSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The billing calls, the statement files and the hosted payment page. */
export const billingRoutes: RouteModule = {
  mount(app, { db, origin, recentSignIn }) {
    app.get(`${BILLING}/current-invoice`, (req, res) => {
      const { locale, t } = reader(req);
      const service = owner(db, req);
      const customerId = req.query.customerId;
      if (customerId !== undefined) {
        // The spec sends customerId too: it must be this customer's.
        if (
          typeof customerId !== 'string' ||
          customerId !== customer(db, req.auth?.userId ?? '').customerId
        ) {
          throw new HttpError(404, t('billing.customerNotFound'));
        }
      }
      res.set('Cache-Control', 'no-store').json(currentInvoice(db, service, undefined, locale));
    });

    app.get(`${BILLING}/default-payment-method`, (req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(defaultMethod(db, owner(db, req), reader(req).locale));
    });

    app.get(`${BILLING}/payment-methods`, (req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(listMethods(db, owner(db, req), new Date(), reader(req).locale));
    });
    app.put(`${BILLING}/payment-methods/:id/default`, (req, res) => {
      res.json(setDefaultMethod(db, owner(db, req), req.params.id, reader(req).locale));
    });
    // The guard as a separate handler would lose Express's typing of `:id`: run it inline.
    app.delete(`${BILLING}/payment-methods/:id`, (req, res) => {
      assertRecentSignIn(db, req, recentSignIn);
      res.json(removeMethod(db, owner(db, req), req.params.id, reader(req).locale));
    });

    // Spec 7.2 "generate payment URL" (GET, query parameters, answers a url).
    app.get(`${BILLING}/generate-payment-url`, (req, res) => {
      const { locale, t } = reader(req);
      const service = owner(db, req);
      const purpose = req.query.purpose ?? 'payment';
      if (purpose !== 'payment' && purpose !== 'add-card') {
        throw badRequest(t('request.purpose'));
      }
      const key = requiredQuery(req.query, 'idempotencyKey');
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) {
        throw badRequest(t('request.idempotencyKey'));
      }
      const amountCents =
        purpose === 'payment'
          ? intQuery(req.query, 'amountCents', {
              fallback: -1,
              min: 0,
              max: Number.MAX_SAFE_INTEGER,
            })
          : undefined;
      if (amountCents === -1) throw badRequest(t('request.amountRequired'));
      const methodRaw = req.query.paymentMethodId;
      const paymentMethodId = typeof methodRaw === 'string' && methodRaw ? methodRaw : undefined;
      const saveCard = req.query.saveCard === 'true';
      // Adding a card (on its own or saved during a payment) is a sensitive change; a payment
      // with a saved card or a card used once is not.
      if (purpose === 'add-card' || saveCard) assertRecentSignIn(db, req, recentSignIn);
      // The session keeps the customer's language: its page, its messages and the receipt.
      const session = openSession(
        db,
        service,
        {
          purpose: purpose as PaymentPurpose,
          idempotencyKey: key,
          amountCents,
          paymentMethodId,
          saveCard,
        },
        locale,
      );
      res.set('Cache-Control', 'no-store').json({
        url: `${origin}/payment-provider/checkout/${session.id}`,
        sessionId: session.id,
        status: session.status,
      });
    });

    app.get(`${BILLING}/payment-sessions/:id`, (req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(sessionForService(db, owner(db, req), req.params.id, reader(req).locale));
    });

    app.get(`${BILLING}/invoice-preferences`, (req, res) => {
      const service = owner(db, req);
      const email = customer(db, req.auth?.userId ?? '').email;
      res
        .set('Cache-Control', 'no-store')
        .json(invoicePreferences(db, service, email, reader(req).locale));
    });
    app.patch(`${BILLING}/invoice-preferences`, (req, res) => {
      const { locale, t } = reader(req);
      const service = owner(db, req);
      const { optIn } = bodyObject(req.body);
      if (typeof optIn !== 'boolean') throw badRequest(t('request.optIn'));
      setPaperless(db, service, optIn, locale);
      const email = customer(db, req.auth?.userId ?? '').email;
      res.json(invoicePreferences(db, service, email, locale));
    });

    app.get(`${BILLING}/autopay`, (req, res) => {
      res.set('Cache-Control', 'no-store').json(autopay(db, owner(db, req), reader(req).locale));
    });
    app.put(`${BILLING}/autopay`, (req, res) => {
      const { locale, t } = reader(req);
      const service = owner(db, req);
      const body = bodyObject(req.body);
      if (typeof body.enabled !== 'boolean') throw badRequest(t('request.enabled'));
      if (!body.enabled) {
        res.json(setAutopay(db, service, null, locale));
        return;
      }
      const paymentMethodId = requiredString(body, 'paymentMethodId');
      if (body.acceptTerms !== true) throw badRequest(t('billing.termsRequired'));
      res.json(setAutopay(db, service, paymentMethodId, locale));
    });

    app.get(`${BILLING}/financing-partner`, (req, res) => {
      res.set('Cache-Control', 'no-store').json(financing(db, owner(db, req), reader(req).locale));
    });

    app.get(`${BILLING}/history`, (req, res) => {
      const service = owner(db, req);
      const page = intQuery(req.query, 'page', { fallback: 1, min: 1, max: 10_000 });
      const pageSize = intQuery(req.query, 'pageSize', { fallback: 6, min: 1, max: 50 });
      res.set('Cache-Control', 'no-store').json(listStatements(db, service, page, pageSize));
    });

    app.get(`${BILLING}/statements/:id/link`, (req, res) => {
      const { locale, t } = reader(req);
      const service = owner(db, req);
      const statement = findStatement(db, service, req.params.id, locale);
      const disposition = req.query.disposition ?? 'inline';
      if (disposition !== 'inline' && disposition !== 'attachment') {
        throw badRequest(t('request.disposition'));
      }
      const expires = Date.now() + LINK_TTL_MS;
      const query = new URLSearchParams({
        service: service.id,
        expires: String(expires),
        disposition,
        sig: sign(statement.id, service.id, expires),
        // The browser opens the link without the account centre's headers: the PDF's language
        // travels in it (not signed: it changes the words, not what the link gives access to).
        lang: locale,
      });
      res.set('Cache-Control', 'no-store').json({
        url: `${origin}${STATEMENT_FILES}/${encodeURIComponent(statement.id)}.pdf?${query}`,
        fileName: statementFileName(statement.periodStart),
        expiresAt: new Date(expires).toISOString(),
      });
    });

    app.get(`${STATEMENT_FILES}/:file`, async (req, res) => {
      const id = /^(.+)\.pdf$/.exec(req.params.file)?.[1] ?? '';
      const locale = fileLocale(req);
      const t = billingText.t(locale);
      const { service: serviceId, expires, sig, disposition } = req.query;
      const deadline = Number(expires);
      if (
        typeof serviceId !== 'string' ||
        typeof sig !== 'string' ||
        !Number.isFinite(deadline) ||
        deadline < Date.now() ||
        !validSignature(sign(id, serviceId, deadline), sig)
      ) {
        throw new HttpError(403, t('billing.linkInvalid'));
      }
      const statement = findStatement(db, { id: serviceId }, id, locale);
      const pdf = await statementPdfFor(db, serviceId, statement, locale);
      if (!pdf) throw new HttpError(404, t('billing.statementNotFound'));
      const kind = disposition === 'attachment' ? 'attachment' : 'inline';
      // The page policy (object-src 'none') would keep the browser's own PDF viewer from showing
      // an inline statement; the file is ours and runs no script, so it goes without it.
      res.removeHeader('Content-Security-Policy');
      res
        .set('Cache-Control', 'private, no-store')
        .type('application/pdf')
        .set(
          'Content-Disposition',
          `${kind}; filename="${statementFileName(statement.periodStart)}"`,
        )
        .send(pdf);
    });

    app.get(`${BILLING}/transactions`, (req, res) => {
      const { locale, t } = reader(req);
      const service = owner(db, req);
      const from = optionalDate(req.query, 'from', locale);
      const to = optionalDate(req.query, 'to', locale);
      if (from && to && from > to) throw badRequest(t('request.fromAfterTo'));
      const rawType = req.query.type;
      let type: TransactionType | undefined;
      if (rawType !== undefined && rawType !== '' && rawType !== 'all') {
        if (!TRANSACTION_TYPES.includes(rawType as TransactionType)) {
          throw badRequest(t('request.type', { types: TRANSACTION_TYPES.join(', ') }));
        }
        type = rawType as TransactionType;
      }
      res
        .set('Cache-Control', 'no-store')
        .json({ items: listTransactions(db, service, { from, to, type }) });
    });

    app.get(`${BILLING}/subscriptions`, (req, res) => {
      res.set('Cache-Control', 'no-store').json(listSubscriptions(db, owner(db, req)));
    });
    app.delete(`${BILLING}/subscriptions`, (req, res) => {
      const { locale, t } = reader(req);
      const service = owner(db, req);
      const { ids } = bodyObject(req.body);
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string')) {
        throw badRequest(t('request.ids'));
      }
      res.json(removeSubscriptions(db, service, ids as string[], locale));
    });

    app.get(`${BILLING}/address`, (req, res) => {
      const { locale, t } = reader(req);
      const address = billingAddress(db, owner(db, req), locale);
      if (!address) throw new HttpError(404, t('billing.noAddress'));
      res.set('Cache-Control', 'no-store').json(address);
    });
    app.post(`${BILLING}/verify-address`, (req, res) => {
      res.json(verifyAddress(addressBody(bodyObject(req.body)), reader(req).locale));
    });
    app.post(`${BILLING}/update-address`, (req, res) => {
      const { locale } = reader(req);
      const service = owner(db, req);
      const address = addressBody(bodyObject(req.body));
      // Unknown (the customer kept their own wording) is accepted; an impossible address is not.
      if (verifyAddress(address, locale).result === 1) {
        throw badRequest(invalidAddressMessage(locale));
      }
      res.json(setBillingAddress(db, service, address, locale));
    });

    // The payment provider's hosted page (a stand-in for a real provider's domain). The session
    // id in the URL is the capability: long, random, and it expires.
    const checkout = '/payment-provider/checkout/:id';
    const form = express.urlencoded({ extended: false, limit: '4kb' });
    const action = (id: string) => `/payment-provider/checkout/${encodeURIComponent(id)}`;
    app.get(checkout, (req, res) => {
      res.set('Cache-Control', 'no-store');
      const session = sessionForPage(db, req.params.id);
      if (!session) {
        res
          .status(404)
          .type('html')
          .send(renderUnknown(localeOfRequest(req)));
        return;
      }
      res
        .type('html')
        .send(
          session.status === 'open'
            ? renderCheckout(session, action(session.id))
            : renderFinished(session, returnPath(session.purpose, session.id)),
        );
    });
    app.post(checkout, form, (req, res) => {
      res.set('Cache-Control', 'no-store');
      const session = sessionForPage(db, req.params.id);
      if (!session) {
        res
          .status(404)
          .type('html')
          .send(renderUnknown(localeOfRequest(req)));
        return;
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (name: string) =>
        typeof body[name] === 'string' ? (body[name] as string).slice(0, 40) : '';
      const typed = { number: text('number'), expiry: text('expiry'), cvc: text('cvc') };
      const outcome = paySession(db, session.id, typed);
      if ('errors' in outcome) {
        res
          .status(400)
          .type('html')
          .send(renderCheckout(session, action(session.id), typed, outcome.errors));
        return;
      }
      if ('declined' in outcome) {
        // The customer stays here with the same amount and tries another card; the declined
        // card's details are not shown again.
        const open = sessionForPage(db, session.id);
        res
          .status(402)
          .type('html')
          .send(
            open && open.status === 'open'
              ? renderCheckout(open, action(session.id), {}, {}, outcome.declined)
              : renderUnknown(session.locale),
          );
        return;
      }
      res.redirect(303, returnPath(session.purpose, session.id));
    });
    app.post(`${checkout}/cancel`, form, (req, res) => {
      const session = sessionForPage(db, req.params.id);
      if (!session) {
        res
          .status(404)
          .type('html')
          .send(renderUnknown(localeOfRequest(req)));
        return;
      }
      cancelSession(db, session.id);
      res.redirect(303, returnPath(session.purpose, session.id));
    });
  },
};
