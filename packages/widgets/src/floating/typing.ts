import { MOBILE_BREAKPOINT_PX } from '@so/contract';
import { useMediaQuery } from '@so/ui';
import { useEffect, useState } from 'react';

/** Controls that bring up the on-screen keyboard. */
const NOT_TYPED = ['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'];
const TEXT_ENTRY = [`input${NOT_TYPED.map((type) => `:not([type="${type}"])`).join('')}`, 'select', 'textarea', '[contenteditable=""]', '[contenteditable="true"]'].join(', ');

export function isTextEntry(target: EventTarget | null | undefined): boolean {
  return target instanceof Element && target.matches(TEXT_ENTRY);
}

/**
 * Whether the shopper is typing on a phone: a text field (anywhere, inside any open shadow root)
 * has focus below the mobile breakpoint. The on-screen keyboard then leaves little room and a
 * floating button would sit on the very field being filled in (the address form's City), so the
 * floating buttons step aside until the field is left.
 */
export function useTypingOnPhone(): boolean {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    setTyping(false);
    if (!phone) return;
    // focusin and focusout are composed: the first entry of the path is the field itself.
    const onFocusIn = (event: FocusEvent) => setTyping(isTextEntry(event.composedPath()[0]));
    const onFocusOut = () => setTyping(false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [phone]);
  return phone && typing;
}
