import type { Statistic } from '@so/contract';
import { useId } from 'react';
import { HOME_COPY } from './copy.ts';

/** The "in numbers" tiles: each a big value over its name. */
export function Statistics({ label, items }: { label?: string | null; items: readonly Statistic[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="stats" aria-labelledby={headingId} part="statistics">
      <h2 id={headingId} className="home__heading">
        {label || HOME_COPY.statistics}
      </h2>
      <dl className="stats__list">
        {items.map((item, i) => (
          <div className="stats__tile" key={`${item.name}-${i}`}>
            <dt>{item.name}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
