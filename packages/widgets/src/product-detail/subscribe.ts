/** Subscribe and Save on the product page as plain functions. */
import { type DeliveryOption, type Product, subscriptionPricePaise } from '@so/contract';
import type { SubscriptionCheckoutState } from '@so/stores';

/** What the subscribe dialog shows for a quantity (paise). */
export interface SubscriptionQuote {
  /** One unit at the product's price. */
  unit: number;
  /** One unit on subscription: the price less the discount, rounded to the paisa. */
  subscriptionUnit: number;
  /** subscriptionUnit × quantity: what each delivery costs before shipping. */
  perDelivery: number;
}

export function subscriptionQuote(unitPricePaise: number, discountPercent: number, quantity: number): SubscriptionQuote {
  const subscriptionUnit = subscriptionPricePaise(unitPricePaise, discountPercent);
  return { unit: unitPricePaise, subscriptionUnit, perDelivery: subscriptionUnit * quantity };
}

/** The dialog's choice as /checkout's navigation state. */
export function subscriptionCheckoutState(
  product: Pick<Product, 'id' | 'name' | 'image1' | 'product_price' | 'gst_amount'>,
  choice: { quantity: number; option: DeliveryOption; discountPercent: number },
): SubscriptionCheckoutState {
  return {
    subscription: {
      product_id: product.id,
      product_name: product.name,
      image: product.image1,
      quantity: choice.quantity,
      delivery_option: { id: choice.option.id, name: choice.option.name, duration: choice.option.duration },
      unit_price: product.product_price,
      unit_gst: product.gst_amount,
      discount_percent: choice.discountPercent,
    },
  };
}
