import { paginationWindow } from './tuning.ts';
import type { MouseEvent } from 'react';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The href of a page (real links); clicks call onPage. */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  label?: string;
  outer?: number;
  inner?: number;
}

/** Numbered pages with a 3 outer / 3 inner window, Previous and Next. */
export function Pagination({ page, totalPages, hrefFor, onPage, label = 'Pages', outer, inner }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav aria-label={label} part="pagination">
      <ul className="pagination">
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
              Previous
            </a>
          </li>
        )}
        {paginationWindow(page, totalPages, outer, inner).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={p}>
              <a href={hrefFor(p)} onClick={go(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <a href={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
