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
import { OrderNotFound } from './not-found';
import { isUnknownId } from '../../lib/http/not-found';
import { useAcceptSale, useSaleConfirmation } from './queries';
import { namesMatch } from './names';
import { pageTitles } from '../../lib/routing/page-titles';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { ordersText } from './text';
import '../../components/page-layout/page-layout';
import './orders.css';

function Agreement({ sale }: { sale: SaleConfirmation }) {
  const t = useText(ordersText);
  return (
    <>
      <p className="orders-muted">
        {t('sale.prepared', {
          representative: sale.representative,
          date: formatDateTime(sale.createdAt),
          address: sale.address,
          serviceName: sale.serviceName,
        })}
      </p>
      <dl className="shs-facts orders-facts">
        <div>
          <dt>{t('sale.plan')}</dt>
          <dd>{sale.plan.name}</dd>
        </div>
        <div>
          <dt>{t('sale.monthlyPrice')}</dt>
          <dd>{t('perMonth', { amount: formatCents(sale.plan.monthlyCents) })}</dd>
        </div>
        <div>
          <dt>{t('sale.term')}</dt>
          <dd>{t('sale.termMonths', { months: sale.plan.termMonths })}</dd>
        </div>
      </dl>
      <table className="order-table">
        <caption>{t('sale.equipment')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.item')}</th>
            <th scope="col">{t('table.quantity')}</th>
            <th scope="col">{t('table.oneTime')}</th>
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
              {t('table.total')}
            </th>
            <td>{formatCents(sale.oneTimeTotalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <h3 className="orders-subtitle">{t('terms')}</h3>
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
  const t = useText(ordersText);
  const accept = useAcceptSale(sale.orderId, {
    onAccepted,
    onRefused: (error) => {
      setErrors({ name: serverMessage(error) ?? t('accept.nameMismatch') });
      nameRef.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    const holder = user ? `${user.firstName} ${user.lastName}` : null;
    const next = {
      name: !fullName.trim()
        ? t('accept.nameRequired')
        : holder && !namesMatch(fullName, holder)
          ? t('accept.nameMismatch')
          : undefined,
      agreed: agreed ? undefined : t('accept.mustAgree'),
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
        {t('accept.title')}
      </h2>
      {failed ? (
        <InlineMessage
          variant="error"
          action={
            <Button variant="secondary" onClick={() => accept.mutate({ fullName, agreed })}>
              {t('tryAgain')}
            </Button>
          }
        >
          {describeFailure(t('error.save'), accept.error)}
        </InlineMessage>
      ) : null}
      <TextInput
        ref={nameRef}
        label={t('accept.name')}
        hint={t('accept.nameHint')}
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
        <label htmlFor={checkboxId}>{t('accept.agree')}</label>
      </div>
      {errors.agreed ? (
        <p id={`${checkboxId}-error`} className="orders-error">
          {errors.agreed}
        </p>
      ) : null}
      <div className="orders-actions">
        <Button type="submit" state={accept.isPending ? 'pending' : 'empty'}>
          {t('accept.submit')}
        </Button>
      </div>
    </form>
  );
}

export function SaleConfirmationPage() {
  const { orderId = '' } = useParams();
  const sale = useSaleConfirmation(orderId);
  const [justAccepted, setJustAccepted] = useState(false);
  const t = useText(ordersText);
  const title = useText(pageTitles);
  return (
    <>
      <h1 className="page-title">{title('orders.sale')}</h1>
      {isUnknownId(sale.error) ? (
        <OrderNotFound id={orderId} />
      ) : (
        <QueryState query={sale} loadingLabel={t('sale.loading')} errorMessage={t('error.get')}>
          {(data) => (
            <>
              <section className="shs-panel orders-section" aria-labelledby="sale-summary">
                <h2 id="sale-summary" className="shs-panel__title">
                  {t('sale.title', { id: data.orderId })}
                </h2>
                <p className="orders-status">
                  {richText(
                    t('status', {
                      status:
                        data.status === 'accepted' && data.acceptedBy && data.acceptedAt
                          ? t('sale.accepted', {
                              name: data.acceptedBy,
                              date: formatDateTime(data.acceptedAt),
                            })
                          : t('sale.awaiting'),
                    }),
                    { strong: (chunk) => <strong>{chunk}</strong> },
                  )}
                </p>
                <Agreement sale={data} />
              </section>
              {data.status === 'accepted' ? (
                justAccepted ? (
                  <FocusedSuccess>{t('sale.justAccepted', { id: data.orderId })}</FocusedSuccess>
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
