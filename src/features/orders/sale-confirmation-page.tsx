// /sales/order/{orderId} (Sale Confirmation): the agreement a sales representative prepared
// (equipment, plan, monthly price, term). The customer accepts it by typing their full name
// and ticking the agreement; an accepted sale shows who accepted it and when. A refused or
// failed acceptance keeps what was typed.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { TextInput } from '../../components/text-input/text-input';
import { ApiError } from '../../lib/http/api-client';
import { describeFailure, serverMessage } from '../../lib/http/failure';
import { useUserStore } from '../../stores/user-store';
import type { SaleConfirmation } from './api';
import { FocusedSuccess } from './focus-message';
import { formatDateTime } from '../../lib/dates/denver-time';
import { formatCents } from './format';
import { ORDER_ERRORS, ORDER_TEXT, ORDER_TITLES } from './messages';
import { OrderNotFound } from './not-found';
import { isUnknownId } from '../../lib/http/not-found';
import { useAcceptSale, useSaleConfirmation } from './queries';
import { namesMatch } from './names';
import '../../components/page-layout/page-layout';
import './orders.css';

function Agreement({ sale }: { sale: SaleConfirmation }) {
  return (
    <>
      <p className="orders-muted">
        Prepared by {sale.representative} on {formatDateTime(sale.createdAt)} for {sale.address} (
        {sale.serviceName}).
      </p>
      <dl className="shs-facts orders-facts">
        <div>
          <dt>Plan</dt>
          <dd>{sale.plan.name}</dd>
        </div>
        <div>
          <dt>Monthly price</dt>
          <dd>{formatCents(sale.plan.monthlyCents)} a month</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{sale.plan.termMonths} months</dd>
        </div>
      </dl>
      <table className="order-table">
        <caption>Equipment</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">One-time</th>
          </tr>
        </thead>
        <tbody>
          {sale.equipment.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              <td>{item.quantity}</td>
              <td>{formatCents(item.oneTimeCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td>{formatCents(sale.oneTimeTotalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <h3 className="orders-subtitle">Terms</h3>
      <p>{sale.terms}</p>
    </>
  );
}

function AcceptForm({ sale, onAccepted }: { sale: SaleConfirmation; onAccepted: () => void }) {
  const checkboxId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const user = useUserStore((state) => state.user);
  const [fullName, setFullName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agreed?: string }>({});
  const accept = useAcceptSale(sale.orderId, {
    onAccepted,
    onRefused: (error) => {
      setErrors({ name: serverMessage(error) ?? ORDER_TEXT.nameMismatch });
      nameRef.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    const holder = user ? `${user.firstName} ${user.lastName}` : null;
    const next = {
      name: !fullName.trim()
        ? ORDER_TEXT.nameRequired
        : holder && !namesMatch(fullName, holder)
          ? ORDER_TEXT.nameMismatch
          : undefined,
      agreed: agreed ? undefined : ORDER_TEXT.mustAgree,
    };
    setErrors(next);
    if (next.name) return nameRef.current?.focus();
    if (next.agreed) return agreeRef.current?.focus();
    accept.mutate({ fullName, agreed });
  };

  const failed =
    accept.isError && !(accept.error instanceof ApiError && accept.error.status === 400);
  return (
    <form className="orders-form" onSubmit={submit} noValidate aria-labelledby="sale-accept">
      <h2 id="sale-accept" className="shs-panel__title">
        Accept the agreement
      </h2>
      {failed ? (
        <InlineMessage
          variant="error"
          action={
            <Button variant="secondary" onClick={() => accept.mutate({ fullName, agreed })}>
              Try again
            </Button>
          }
        >
          {describeFailure(ORDER_ERRORS.save, accept.error)}
        </InlineMessage>
      ) : null}
      <TextInput
        ref={nameRef}
        label="Your full name"
        hint="Type your first and last name as they appear on the account."
        autoComplete="name"
        required
        value={fullName}
        error={errors.name}
        onChange={(event) => setFullName(event.target.value)}
      />
      <div className="orders-check">
        <input
          ref={agreeRef}
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? `${checkboxId}-error` : undefined}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor={checkboxId}>
          I have read this agreement and accept the plan, the monthly price and the term.
        </label>
      </div>
      {errors.agreed ? (
        <p id={`${checkboxId}-error`} className="orders-error">
          {errors.agreed}
        </p>
      ) : null}
      <div className="orders-actions">
        <Button type="submit" state={accept.isPending ? 'pending' : 'empty'}>
          Accept agreement
        </Button>
      </div>
    </form>
  );
}

export function SaleConfirmationPage() {
  const { orderId = '' } = useParams();
  const sale = useSaleConfirmation(orderId);
  const [justAccepted, setJustAccepted] = useState(false);
  return (
    <>
      <h1 className="page-title">{ORDER_TITLES.sale}</h1>
      {isUnknownId(sale.error) ? (
        <OrderNotFound id={orderId} />
      ) : (
        <QueryState
          query={sale}
          loadingLabel="Loading the agreement"
          errorMessage={ORDER_ERRORS.get}
        >
          {(data) => (
            <>
              <section className="shs-panel orders-section" aria-labelledby="sale-summary">
                <h2 id="sale-summary" className="shs-panel__title">
                  Agreement for order {data.orderId}
                </h2>
                <p className="orders-status">
                  Status:{' '}
                  <strong>
                    {data.status === 'accepted' && data.acceptedBy && data.acceptedAt
                      ? ORDER_TEXT.accepted(data.acceptedBy, formatDateTime(data.acceptedAt))
                      : ORDER_TEXT.awaitingAcceptance}
                  </strong>
                </p>
                <Agreement sale={data} />
              </section>
              {data.status === 'accepted' ? (
                justAccepted ? (
                  <FocusedSuccess>{ORDER_TEXT.justAccepted(data.orderId)}</FocusedSuccess>
                ) : null
              ) : (
                <section className="shs-panel orders-section">
                  <AcceptForm sale={data} onAccepted={() => setJustAccepted(true)} />
                </section>
              )}
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
