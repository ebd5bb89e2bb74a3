/**
 * A quantity from 1 to the stock, as the product page and the subscribe dialog ask for it: the
 * typed text, its check, the clamp to the stock and why it was refused.
 */
import { inStock, maxOrderable } from '@so/contract';
import { QuantityStepper } from '@so/ui';
import { useRef, useState, type RefObject } from 'react';
import { checkQuantity, clampedNotice, type QuantityCheck } from './quantity.ts';

export interface QuantityProblem {
  title: string;
  description?: string;
}

export interface StockQuantity {
  check: QuantityCheck;
  /** What to say about the quantity now (null: nothing). */
  problem: QuantityProblem | null;
  /** A refused attempt: say what is wrong and move focus to the input. */
  refuse: () => void;
  text: string;
  max: number;
  onChange: (value: string, clamped: boolean) => void;
  /** Put on the element around the stepper, so `refuse` can focus its input. */
  ref: RefObject<HTMLDivElement | null>;
}

export function useStockQuantity(stock: number | null, initial = 1): StockQuantity {
  const [text, setText] = useState(String(initial));
  /** The quantity typed above the stock was clamped to it: say why the number changed. */
  const [clamped, setClamped] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const check = checkQuantity(text, stock);
  const problem = !check.ok ? check : clamped ? clampedNotice(stock) : null;
  const shown = inStock(stock) && problem !== null && (clamped || attempted || text.trim() !== '');
  return {
    check,
    problem: shown ? problem : null,
    refuse: () => {
      setAttempted(true);
      ref.current?.querySelector('input')?.focus();
    },
    text,
    max: Math.max(1, maxOrderable(stock)),
    onChange: (value, wasClamped) => {
      setText(value);
      setClamped(wasClamped);
    },
    ref,
  };
}

/** The stepper of a `useStockQuantity`, tied to its alert by `errorId` while there is a problem. */
export function StockStepper({ quantity, label, errorId, disabled }: { quantity: StockQuantity; label: string; errorId: string; disabled?: boolean }) {
  return (
    <div ref={quantity.ref}>
      <QuantityStepper
        value={quantity.text}
        onChange={quantity.onChange}
        max={quantity.max}
        label={label}
        disabled={disabled}
        describedBy={quantity.problem ? errorId : undefined}
      />
    </div>
  );
}

/** Why a quantity was refused or changed ("Invalid quantity" / "Maximum n units available"). */
export function QuantityAlert({ id, problem, className = 'alert' }: { id: string; problem: QuantityProblem; className?: string }) {
  return (
    <div className={className} id={id} role="alert">
      <strong>{problem.title}</strong>
      {problem.description && <span>{problem.description}</span>}
    </div>
  );
}
