import { useStyles } from '@so/ui';
import styles from './faq-list.css?inline';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Frequently asked questions, each a `<details>` the shopper opens (keyboard: Tab, Enter or Space). */
export function FaqList({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  useStyles(styles);
  return (
    <div className={className ? `faq-list ${className}` : 'faq-list'} part="faq">
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
