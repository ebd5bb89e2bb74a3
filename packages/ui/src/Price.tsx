import { formatPaise, mrpDisplay, MSG } from '@so/contract';

export interface PriceProps {
  /** The amount in integer paise (with `mrp`: the selling price, GST included). */
  paise: number;
  className?: string;
  /**
   * The product's MRP in paise, when known: below it the MRP shows struck through
   * with the saving in percent; at it, "MRP ₹… (incl. of all taxes)". Without it (or with an
   * MRP under the price) only the amount shows.
   */
  mrp?: number | null;
}

/**
 * An amount in integer paise shown as ₹ with 2 decimals in Indian grouping; with `mrp`, the
 * price against the MRP. The amount keeps `className` (`price`); the MRP parts are
 * `price-mrp` (with the struck `<s>`), `price-saving` and `price-tax`. The struck MRP is named
 * in words ("MRP"), never by its line alone.
 */
export function Price({ paise, className = 'price', mrp }: PriceProps) {
  const amount = <span className={className}>{formatPaise(paise)}</span>;
  const display = mrpDisplay(mrp, paise);
  if (display.kind === 'none') return amount;
  if (display.kind === 'at') {
    return (
      <span className="price-group">
        <span className="price-mrp">{MSG.mrp}</span> {amount} <span className="price-tax">{MSG.mrpInclusiveOfTaxes}</span>
      </span>
    );
  }
  return (
    <span className="price-group">
      <span className="visually-hidden">{MSG.sellingPrice} </span>
      {amount}{' '}
      <span className="price-mrp">
        {MSG.mrp} <s>{formatPaise(display.mrpPaise)}</s>
      </span>
      {display.savingPercent > 0 && (
        <>
          {' '}
          <span className="price-saving">{MSG.savingPercent(display.savingPercent)}</span>
        </>
      )}
    </span>
  );
}
