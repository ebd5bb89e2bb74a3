/**
 * An order's packing and shipping (pure: props in, callbacks out): its items (picture, name, net
 * quantity, quantity, price), the shipping and billing addresses with the PIN code, the phone,
 * gift message, payment and refund state, the packing slip and label download, the Ship form
 * (or the shipment and its correction), Restock for a returned order, and what happened when.
 */
import type { StaffOrderDetail, StaffShipment } from '@so/contract/staff';
import { ErrorState, Img, type AsyncState } from '@so/ui';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '../Field.tsx';
import { money, when } from '../parts.tsx';
import { canShip } from './actions.ts';
import { ORDERS_COPY } from './copy.ts';
import { OrdersListSkeleton, NoticeLine, type Notice } from './OrdersView.tsx';

/** The Ship form's fields as typed. */
export interface ShipmentDraft {
  courier: string;
  awb: string;
  weight_grams: string;
  boxes: string;
}

export interface FulfilmentViewProps {
  state: AsyncState<StaffOrderDetail>;
  /** The order's status now (it may have moved since the detail loaded). */
  status: string;
  onRetry: () => void;
  /** What the last shipment save or restock did, or the server's refusal. */
  notice: Notice | null;
  /** The Ship form on its way, and the server's field messages. */
  shipping: boolean;
  shipErrors: Readonly<Record<string, string>>;
  onShip: (draft: ShipmentDraft) => void;
  downloadingSlip: boolean;
  slipError: string | null;
  onSlip: () => void;
  restocking: boolean;
  onRestock: () => void;
}

const draftOf = (shipment: StaffShipment | null): ShipmentDraft => ({
  courier: shipment?.courier ?? '',
  awb: shipment?.awb ?? '',
  weight_grams: shipment ? String(shipment.weight_grams) : '',
  boxes: shipment ? String(shipment.boxes) : '1',
});

function AddressBlock({ title, address }: { title: string; address: StaffOrderDetail['shipping_address'] }) {
  return (
    <div className="orders__address">
      <h5>{title}</h5>
      <p>{address.full_name}</p>
      <p>{address.full_address}</p>
      {address.pin_code && <p className="orders__pin">{ORDERS_COPY.pinCode(address.pin_code)}</p>}
    </div>
  );
}

function ShipForm({ shipment, couriers, shipping, errors, onShip }: { shipment: StaffShipment | null; couriers: readonly string[]; shipping: boolean; errors: Readonly<Record<string, string>>; onShip: (draft: ShipmentDraft) => void }) {
  const [draft, setDraft] = useState(() => draftOf(shipment));
  const heading = useId();
  const list = useId();
  const set = (key: keyof ShipmentDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onShip(draft);
  };
  return (
    <form className="orders__ship" aria-labelledby={heading} onSubmit={submit} noValidate>
      <h5 id={heading}>{shipment ? ORDERS_COPY.correctTitle : ORDERS_COPY.shipTitle}</h5>
      <div className="dash-toolbar">
        <Field label={ORDERS_COPY.courier} required hint={couriers.length > 0 ? ORDERS_COPY.courierHint : undefined} error={errors.courier}>
          {(control) => <input {...control} type="text" list={list} value={draft.courier} onChange={(e) => set('courier')(e.target.value)} required autoComplete="off" />}
        </Field>
        <datalist id={list}>
          {couriers.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field label={ORDERS_COPY.awb} required error={errors.awb}>
          {(control) => <input {...control} type="text" value={draft.awb} onChange={(e) => set('awb')(e.target.value)} required autoComplete="off" spellCheck={false} autoCapitalize="characters" />}
        </Field>
        <Field label={ORDERS_COPY.weight} required error={errors.weight_grams}>
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} step={1} value={draft.weight_grams} onChange={(e) => set('weight_grams')(e.target.value)} required />}
        </Field>
        <Field label={ORDERS_COPY.boxes} error={errors.boxes}>
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} step={1} value={draft.boxes} onChange={(e) => set('boxes')(e.target.value)} />}
        </Field>
      </div>
      <div className="dash-actions">
        <button type="submit" className="btn" disabled={shipping}>
          {shipping ? ORDERS_COPY.shipping : shipment ? ORDERS_COPY.saveShipment : ORDERS_COPY.ship}
        </button>
      </div>
    </form>
  );
}

export function FulfilmentView({ state, status, onRetry, notice, shipping, shipErrors, onShip, downloadingSlip, slipError, onSlip, restocking, onRestock }: FulfilmentViewProps) {
  const heading = useId();
  const itemsHeading = useId();
  const timelineHeading = useId();
  return (
    <section className="dash-card orders__packing" aria-labelledby={heading}>
      <h4 id={heading}>{ORDERS_COPY.packing}</h4>
      {state.status === 'loading' && <OrdersListSkeleton label={ORDERS_COPY.loadingPacking} />}
      {state.status === 'error' && <ErrorState title={ORDERS_COPY.packingLoadFailed} onRetry={onRetry} />}
      {state.status === 'ready' && (
        <Packing
          order={state.data}
          status={status}
          itemsHeading={itemsHeading}
          timelineHeading={timelineHeading}
          notice={notice}
          shipping={shipping}
          shipErrors={shipErrors}
          onShip={onShip}
          downloadingSlip={downloadingSlip}
          slipError={slipError}
          onSlip={onSlip}
          restocking={restocking}
          onRestock={onRestock}
        />
      )}
    </section>
  );
}

function Packing({
  order,
  status,
  itemsHeading,
  timelineHeading,
  notice,
  shipping,
  shipErrors,
  onShip,
  downloadingSlip,
  slipError,
  onSlip,
  restocking,
  onRestock,
}: Omit<FulfilmentViewProps, 'state' | 'onRetry'> & { order: StaffOrderDetail; itemsHeading: string; timelineHeading: string }) {
  const { ship, correct } = canShip(status);
  const { shipment } = order;
  return (
    <>
      <dl className="dash-facts">
        <div>
          <dt>{ORDERS_COPY.phone}</dt>
          <dd>{order.phone ? <a href={`tel:${order.phone}`}>{order.phone}</a> : '—'}</dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.paidBy}</dt>
          <dd>
            {ORDERS_COPY.paymentState[order.payment]}
            {order.cod_amount !== null && ` · ${ORDERS_COPY.codToCollect(money(order.cod_amount))}`}
          </dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.refundState}</dt>
          <dd>
            {order.refunds.length === 0
              ? ORDERS_COPY.noRefund
              : order.refunds.map((refund) => ORDERS_COPY.refundLine(money(refund.amount), ORDERS_COPY.refundStatus[refund.status])).join('; ')}
          </dd>
        </div>
        <div>
          <dt>{ORDERS_COPY.giftMessage}</dt>
          <dd>{order.is_gift ? (order.gift_message ?? '—') : ORDERS_COPY.noGift}</dd>
        </div>
      </dl>
      <div className="orders__addresses">
        <AddressBlock title={ORDERS_COPY.shippingAddress} address={order.shipping_address} />
        <AddressBlock title={ORDERS_COPY.billingAddress} address={order.billing_address} />
      </div>
      <h5 id={itemsHeading}>{ORDERS_COPY.lines}</h5>
      <table className="dash-table orders__lines" aria-labelledby={itemsHeading}>
        <thead>
          <tr>
            <th scope="col">{ORDERS_COPY.picture}</th>
            <th scope="col">{ORDERS_COPY.product}</th>
            <th scope="col">{ORDERS_COPY.netQuantity}</th>
            <th scope="col" className="dash-num">
              {ORDERS_COPY.quantity}
            </th>
            <th scope="col" className="dash-num">
              {ORDERS_COPY.price}
            </th>
            <th scope="col" className="dash-num">
              {ORDERS_COPY.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.product_id}>
              <td data-label={ORDERS_COPY.picture}>
                <Img src={line.image} alt="" width={48} height={48} className="orders__thumb" />
              </td>
              <td data-label={ORDERS_COPY.product}>
                {line.product_name}
                {line.returned_stock > 0 && <span className="dash-hint orders__returned">{ORDERS_COPY.returnedWaiting(line.returned_stock)}</span>}
              </td>
              <td data-label={ORDERS_COPY.netQuantity}>{line.net_quantity ?? '—'}</td>
              <td data-label={ORDERS_COPY.quantity} className="dash-num">
                {line.quantity}
              </td>
              <td data-label={ORDERS_COPY.price} className="dash-num">
                {money(line.selling_price)}
              </td>
              <td data-label={ORDERS_COPY.lineTotal} className="dash-num">
                {money(line.line_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dash-actions">
        <button type="button" className="btn btn--ghost" onClick={onSlip} disabled={downloadingSlip}>
          {downloadingSlip ? ORDERS_COPY.downloadingSlip : ORDERS_COPY.downloadSlip}
        </button>
        {status === 'Returned' && !order.restocked && (
          <button type="button" className="btn" onClick={onRestock} disabled={restocking}>
            {restocking ? ORDERS_COPY.restocking : ORDERS_COPY.restock}
          </button>
        )}
      </div>
      {slipError && (
        <p className="dash-error" role="alert">
          {slipError}
        </p>
      )}
      {status === 'Returned' && order.restocked && <p className="dash-hint">{ORDERS_COPY.alreadyRestocked}</p>}
      <NoticeLine notice={notice} focus />
      {shipment && (
        <dl className="dash-facts orders__shipment">
          <div>
            <dt>{ORDERS_COPY.shipment}</dt>
            <dd>
              {ORDERS_COPY.shipmentFacts(shipment.courier, shipment.awb)}
              {shipment.tracking_url && (
                <>
                  {' · '}
                  <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                    {ORDERS_COPY.tracking}
                  </a>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{ORDERS_COPY.shippedAt}</dt>
            <dd>
              {when(shipment.shipped_at)} · {ORDERS_COPY.parcel(shipment.weight_grams, shipment.boxes)}
            </dd>
          </div>
        </dl>
      )}
      {(ship || correct) && <ShipForm key={shipment ? `${shipment.awb}-${shipment.updated_at}` : 'new'} shipment={shipment} couriers={order.couriers} shipping={shipping} errors={shipErrors} onShip={onShip} />}
      <h5 id={timelineHeading}>{ORDERS_COPY.timeline}</h5>
      <ol className="orders__timeline" aria-labelledby={timelineHeading}>
        {order.events.map((event, i) => (
          <li key={`${event.kind}-${i}`}>
            <span className="orders__event">{ORDERS_COPY.eventKinds[event.kind]}</span> {when(event.at)}
            {event.by && <span className="dash-hint"> {ORDERS_COPY.eventBy(event.by)}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

export interface PickListCardProps {
  /** The day whose confirmed orders to pick (YYYY-MM-DD). */
  day: string;
  onDay: (day: string) => void;
  downloading: boolean;
  error: string | null;
  onDownload: () => void;
}

/** Download pick list: a day's confirmed orders by product (above the orders list). */
export function PickListCard({ day, onDay, downloading, error, onDownload }: PickListCardProps) {
  const heading = useId();
  return (
    <section className="dash-card orders__pick-list" aria-labelledby={heading}>
      <h3 id={heading}>{ORDERS_COPY.pickList}</h3>
      <p className="dash-hint">{ORDERS_COPY.pickListHint}</p>
      <div className="dash-toolbar">
        <Field label={ORDERS_COPY.pickListDay}>{(control) => <input {...control} type="date" value={day} onChange={(event) => onDay(event.target.value)} />}</Field>
        <div className="dash-actions">
          <button type="button" className="btn btn--ghost" onClick={onDownload} disabled={downloading || day === ''}>
            {downloading ? ORDERS_COPY.downloadingPickList : ORDERS_COPY.downloadPickList}
          </button>
        </div>
      </div>
      {error && (
        <p className="dash-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
