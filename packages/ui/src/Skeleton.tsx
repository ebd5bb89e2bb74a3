import type { CSSProperties } from 'react';

/** A shimmering placeholder of fixed size, so content arriving later does not shift layout. */
export function Skeleton({ width = '100%', height = 16, style }: { width?: number | string; height?: number | string; style?: CSSProperties }) {
  return <div className="skeleton" aria-hidden="true" style={{ width, height, ...style }} />;
}
