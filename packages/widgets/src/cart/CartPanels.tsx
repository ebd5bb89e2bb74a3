import { COIN_VALUE_PAISE } from '@so/contract';
import { Price } from '@so/ui';
import { Fragment, useEffect, useId, useRef, type FormEvent, type Ref } from 'react';
import { CART_COPY } from './copy.ts';
import { FieldError } from '../shared/FieldError.tsx';
import { InlineInputRow } from './fields.tsx';
import type { CartTotalsView } from './rules.ts';

/** Nothing has focus any more (its element was removed or disabled): focus fell to the page. */
function focusLost(near: Element | null): boolean {
  if (!near) return false;
  const doc = near.ownerDocument;
  const root = near.getRootNode();
  const inRoot = root instanceof ShadowRoot ? root.activeElement : doc.activeElement;
  const gone = (el: Element | null) => el === null || el === doc.body;
  return gone(inRoot) && gone(doc.activeElement);
}

/** The Order Total panel's amounts: Total, GST included, Discount, Final total (and coins). */
export function TotalsTable({ totals }: { totals: CartTotalsView }) {
  return (
    <>
      <dl className="totals" part="totals">
        <div className="totals__row">
          <dt>{CART_COPY.total}</dt>
          <dd>
            <Price paise={totals.total} />
          </dd>
        </div>
        <div className="totals__row totals__row--minor">
          <dt>{CART_COPY.gstIncluded}</dt>
          <dd>
            <Price paise={totals.gst} className="price price--minor" />
          </dd>
        </div>
        <div className="totals__row">
          <dt>{totals.voucherCode ? CART_COPY.discountWith(totals.voucherCode) : CART_COPY.discount}</dt>
          <dd>
            {totals.discount > 0 ? '−' : ''}
            <Price paise={totals.discount} />
          </dd>
        </div>
        <div className={`totals__row ${totals.coins > 0 ? '' : 'totals__row--grand'}`}>
          <dt>{CART_COPY.finalTotal}</dt>
          <dd>
            <Price paise={totals.final} />
          </dd>
        </div>
        {totals.coins > 0 && (
          <>
            <div className="totals__row">
              <dt>{CART_COPY.coinsRedeemed}</dt>
              <dd>
                −<Price paise={totals.coins * COIN_VALUE_PAISE} />
              </dd>
            </div>
            <div className="totals__row totals__row--grand">
              <dt>{CART_COPY.payable}</dt>
              <dd>
                <Price paise={totals.payable} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {totals.coins > 0 && <p className="totals__note">{CART_COPY.noNewCoins}</p>}
      <p className="totals__note">{CART_COPY.shippingNote}</p>
    </>
  );
}

export interface VoucherFormProps {
  value: string;
  /** The code the server accepted, or null. */
  applied: string | null;
  /** Unlocked for a new code while one stays applied. */
  editing: boolean;
  busy: boolean;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onApply: () => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  onRemove: () => void;
}

/** Voucher entry: Apply; once applied the input is locked (read-only) with Edit and Remove. */
export function VoucherForm({ value, applied, editing, busy, error, inputRef, onChange, onApply, onEdit, onCancelEdit, onRemove }: VoucherFormProps) {
  const id = useId();
  const locked = applied !== null && !editing;
  const formRef = useRef<HTMLFormElement>(null);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const setInput = (node: HTMLInputElement | null) => {
    ownInput.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };
  // Locking or unlocking swaps the buttons: the one that had focus is gone, so focus moves to
  // what replaces it (Edit once applied, the field once removed) instead of the page's start.
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current === locked) return;
    wasLocked.current = locked;
    if (!focusLost(formRef.current)) return;
    if (locked) editRef.current?.focus();
    else ownInput.current?.focus();
  }, [locked]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked && !busy) onApply();
  };
  // The two button groups carry distinct keys: were the clicked Edit button reused as the Apply
  // (submit) button, the browser's click default would then submit the form, applying the old
  // code again and locking the field at once.
  return (
    <form ref={formRef} className="voucher" onSubmit={submit} part="voucher" noValidate>
      <InlineInputRow
        id={`${id}-code`}
        label={CART_COPY.voucherCode}
        value={value}
        locked={locked}
        invalid={Boolean(error)}
        inputRef={setInput}
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={CART_COPY.voucherPlaceholder}
        aria-describedby={error ? `${id}-error` : applied ? `${id}-status` : undefined}
        onChange={onChange}
      >
        {locked ? (
          <Fragment key="locked">
            <button ref={editRef} type="button" className="btn btn--small btn--ghost" aria-label={CART_COPY.editVoucher} onClick={onEdit}>
              {CART_COPY.edit}
            </button>
            <button type="button" className="btn btn--small btn--ghost" aria-label={CART_COPY.removeVoucher} onClick={onRemove}>
              {CART_COPY.remove}
            </button>
          </Fragment>
        ) : (
          <Fragment key="open">
            <button type="submit" className="btn btn--small" aria-busy={busy || undefined}>
              {busy ? CART_COPY.applying : CART_COPY.apply}
            </button>
            {editing && (
              <button type="button" className="btn btn--small btn--ghost" onClick={onCancelEdit}>
                {CART_COPY.cancel}
              </button>
            )}
          </Fragment>
        )}
      </InlineInputRow>
      {applied && (
        <p id={`${id}-status`} className="voucher__applied" role="status">
          ✓ {CART_COPY.voucherAppliedCode(applied)}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}

export interface CoinRedeemProps {
  /** The wallet balance, or null while it loads (or could not load). */
  available: number | null;
  /** The most this order can take (floor of the order total). */
  cap: number;
  value: string;
  /** Verified coins, or null when none are redeemed yet. */
  redeemed: number | null;
  sending: boolean;
  error: string | null;
  onChange: (value: string) => void;
  onSend: () => void;
}

/** SO Coin redemption: coins to redeem and Send OTP; once verified the button reads Redeemed. */
export function CoinRedeem({ available, cap, value, redeemed, sending, error, onChange, onSend }: CoinRedeemProps) {
  const id = useId();
  const done = redeemed !== null;
  const coinsInput = useRef<HTMLInputElement>(null);
  // Verified: the OTP dialog closes and would hand focus back to Send OTP, now the disabled
  // Redeemed button; the (read-only) coins field takes it instead, after the dialog has closed.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      if (focusLost(coinsInput.current)) coinsInput.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [done]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!done && !sending) onSend();
  };
  const hint = available !== null && !done ? CART_COPY.coinsHint(Math.min(available, cap)) : null;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <section className="coins" aria-labelledby={`${id}-title`} part="coins">
      <h3 id={`${id}-title`} className="coins__title">
        {CART_COPY.coins}
      </h3>
      <p className="coins__balance">{available === null ? CART_COPY.coinsLoading : CART_COPY.coinsAvailable(available)}</p>
      <form onSubmit={submit} noValidate>
        <InlineInputRow
          id={`${id}-coins`}
          label={CART_COPY.coinsToRedeem}
          value={done ? String(redeemed) : value}
          locked={done}
          invalid={Boolean(error)}
          inputRef={coinsInput}
          inputMode="numeric"
          pattern="[0-9]*"
          aria-describedby={describedBy}
          onChange={onChange}
        >
          <button type="submit" className="btn btn--small" disabled={done} aria-busy={sending || undefined} part="redeem">
            {done ? CART_COPY.redeemed : sending ? CART_COPY.sending : CART_COPY.sendOtp}
          </button>
        </InlineInputRow>
        {hint && (
          <p id={`${id}-hint`} className="coins__hint">
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`} error={error} />
      </form>
    </section>
  );
}
