import { Icon } from '@so/ui';
import { FLOATING_COPY } from './copy.ts';
import { useStepAside } from './step-aside.ts';

/** The wa.me chat URL for a number in any notation ("+91 98…" works). */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/**
 * A round WhatsApp chat link fixed at the bottom right of the page. It steps aside on the cart
 * and checkout pages, and on a phone while the shopper types into a field.
 */
export function WhatsAppButton({ number }: { number?: string }) {
  const digits = number?.replace(/\D/g, '') || FLOATING_COPY.defaultWhatsApp;
  if (useStepAside()) return null;
  return (
    <a
      className="fab fab--whatsapp"
      href={whatsappHref(digits)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={FLOATING_COPY.whatsappLabel}
      part="button"
    >
      <Icon name="whatsapp" />
    </a>
  );
}
