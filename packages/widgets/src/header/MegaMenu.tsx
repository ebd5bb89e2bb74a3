import { type Category, MSG } from '@so/contract';
import { Icon, Link, Skeleton, type AsyncState } from '@so/ui';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { routes } from '../shared/links.ts';
import { HEADER_COPY } from './copy.ts';

export type CategoriesState = AsyncState<readonly Category[]>;

/** Loading and error states shared by the mega menu and the drawer's category tree. */
export function CategoriesStatus({ state, onRetry }: { state: CategoriesState; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <div className="cats-loading" role="group" aria-busy="true" aria-label={HEADER_COPY.categoriesLabel}>
        {[96, 120, 84, 110, 90].map((w, i) => (
          <Skeleton key={i} width={w} height={18} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="cats-error" role="alert">
        <span>{MSG.somethingWentWrong}</span>
        <button type="button" className="btn btn--small btn--ghost" onClick={onRetry}>
          {HEADER_COPY.retry}
        </button>
      </div>
    );
  }
  return null;
}

function MegaItem({ category, open, onOpen, onClose }: { category: Category; open: boolean; onOpen: () => void; onClose: () => void }) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A mouse that hovers in and then clicks must not close the panel its hover just opened.
  const openedByHover = useRef(false);

  const focusFirstLink = () => requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('a')?.focus());

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === button.current) {
      event.preventDefault();
      onOpen();
      focusFirstLink();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && !(next instanceof Node && event.currentTarget.contains(next))) onClose();
  };

  return (
    <li
      className="mega__item"
      // Hover opens for a mouse only: a tap must not open on pointerenter and close on click.
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        onOpen();
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        openedByHover.current = false;
        onClose();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className="mega__top"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            onOpen();
          } else if (open) onClose();
          else onOpen();
        }}
      >
        {category.name}
        <Icon name="chevronDown" className="icon mega__chevron" />
      </button>
      <div
        ref={panel}
        id={panelId}
        className="mega__panel"
        hidden={!open}
        onClick={(e) => {
          if (e.target instanceof Element && e.target.closest('a')) onClose();
        }}
      >
        <Link to={routes.category(category.id, category.name)} className="mega__all">
          {HEADER_COPY.allIn(category.name)}
        </Link>
        <div className="mega__groups">
          {category.children.map((group) => (
            <div key={group.id} className="mega__group">
              <Link to={routes.category(group.id, group.name)} className="mega__heading">
                {group.name}
              </Link>
              {group.children.length > 0 && (
                <ul>
                  {group.children.map((leaf) => (
                    <li key={leaf.id}>
                      <Link to={routes.category(leaf.id, leaf.name)}>{leaf.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}

/**
 * The desktop category bar: each top-level category is a disclosure button (hover, click,
 * Enter/Space or ArrowDown opens it; Escape closes) whose panel lists level-2 groups with
 * their level-3 links.
 */
export function MegaMenu({ categories, onRetry }: { categories: CategoriesState; onRetry: () => void }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <nav className="mega" aria-label={HEADER_COPY.categoriesLabel} part="menu">
      <div className="container">
        {categories.status === 'ready' ? (
          <ul className="mega__bar">
            {categories.data.map((category) =>
              category.children.length > 0 ? (
                <MegaItem
                  key={category.id}
                  category={category}
                  open={openId === category.id}
                  onOpen={() => setOpenId(category.id)}
                  onClose={() => setOpenId((id) => (id === category.id ? null : id))}
                />
              ) : (
                <li key={category.id} className="mega__item">
                  <Link to={routes.category(category.id, category.name)} className="mega__top">
                    {category.name}
                  </Link>
                </li>
              ),
            )}
          </ul>
        ) : (
          <CategoriesStatus state={categories} onRetry={onRetry} />
        )}
      </div>
    </nav>
  );
}
