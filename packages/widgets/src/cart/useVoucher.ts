import { MSG } from '@so/contract';
import {
  $cartExtras,
  activeCartExtras,
  cartSignature,
  getApi,
  reloadCart,
  requireLogin,
  serverReason,
  setCartVoucher,
  toast,
  type CartData,
  type CartVoucher,
} from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect, useRef, useState } from 'react';
import type { VoucherFormProps } from './CartPanels.tsx';
import { CART_COPY } from './copy.ts';

/** Asks the server what a voucher does to this cart (GET /validate-voucher-code/). */
async function validate(code: string, cart: CartData): Promise<{ voucher: CartVoucher; message: string | undefined }> {
  const res = await getApi().validateVoucher(code);
  const total = res.total ?? cart.total;
  const discount = res.discount_amt ?? 0;
  return {
    voucher: {
      code,
      total,
      gst_amt: res.gst_amt ?? cart.gst_amt,
      discount_amt: discount,
      final_total: res.final_total ?? total - discount,
      signature: cartSignature(cart),
      gift: res.gift_balance !== undefined && res.gift_balance !== null,
    },
    message: res.message,
  };
}

/**
 * The cart's voucher: apply (login required) → the server's totals, input locked with
 * Edit and Remove; Remove reloads the cart. The applied code lives in sessionStorage for this
 * tab and is validated again whenever the cart's lines change (and once per visit of the page).
 */
export function useVoucher(cart: CartData | null, loggedIn: boolean) {
  const extras = useStore($cartExtras);
  const { voucher } = activeCartExtras(extras);
  const [text, setText] = useState(voucher?.code ?? '');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** "code|signature" last validated while this page is open. */
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  // The cart changed (or the page just opened): the voucher's answer may no longer hold.
  const signature = cart ? cartSignature(cart) : null;
  useEffect(() => {
    if (!cart || !voucher || !loggedIn || signature === null) return;
    // The voucher as it is now, not as it was at render: on preact/compat this effect runs a
    // frame after its render, and a Remove (or another code) in between must not be undone.
    if (activeCartExtras().voucher?.code !== voucher.code) return;
    if (cart.cart_items.length === 0) {
      checked.current = null;
      setChecking(false);
      setCartVoucher(null);
      setText('');
      return;
    }
    const key = `${voucher.code}|${signature}`;
    if (checked.current === key) return;
    checked.current = key;
    setChecking(true);
    validate(voucher.code, cart).then(
      ({ voucher: fresh }) => {
        if (checked.current !== key) {
          if (checked.current === null) setChecking(false);
          return;
        }
        setCartVoucher(fresh);
        setChecking(false);
      },
      (failure: unknown) => {
        if (checked.current !== key) {
          // Removed meanwhile (nothing else will clear it); a newer check clears it itself.
          if (checked.current === null) setChecking(false);
          return;
        }
        setChecking(false);
        const reason = serverReason(failure);
        // Only a refusal drops it; a failed request leaves it for the order to check again.
        if (reason === null) return;
        setCartVoucher(null);
        setText('');
        setEditing(false);
        toast({ kind: 'warning', title: CART_COPY.voucherDropped(voucher.code), description: reason });
      },
    );
  }, [cart, signature, voucher, loggedIn]);

  const apply = async () => {
    if (!requireLogin(MSG.loginToOrder)) return;
    const code = text.trim();
    if (!code) {
      setError(CART_COPY.enterVoucher);
      return;
    }
    if (!cart) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await validate(code, cart);
      checked.current = `${code}|${answer.voucher.signature}`;
      setChecking(false);
      setCartVoucher(answer.voucher);
      setText(code);
      setEditing(false);
      toast({ kind: 'success', title: answer.message || CART_COPY.voucherApplied });
    } catch (failure) {
      const message = serverReason(failure) ?? MSG.voucherError;
      setError(message);
      toast({ kind: 'error', title: message });
    } finally {
      setBusy(false);
    }
  };

  const form: Omit<VoucherFormProps, 'inputRef'> & { inputRef: typeof inputRef } = {
    value: text,
    applied: voucher?.code ?? null,
    editing,
    busy,
    error,
    inputRef,
    onChange: (value) => {
      setText(value);
      if (error) setError(null);
    },
    onApply: () => void apply(),
    onEdit: () => {
      setError(null);
      setEditing(true);
    },
    onCancelEdit: () => {
      setError(null);
      setEditing(false);
      setText(voucher?.code ?? '');
    },
    onRemove: () => {
      checked.current = null;
      setChecking(false);
      setCartVoucher(null);
      setText('');
      setError(null);
      setEditing(false);
      void reloadCart();
    },
  };
  return { voucher, form, checking };
}
