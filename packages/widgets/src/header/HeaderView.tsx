import { Dialog, Icon, Link } from '@so/ui';
import { useState } from 'react';
import { routes } from '../shared/links.ts';
import { CategoryTree } from './CategoryTree.tsx';
import { HEADER_COPY, HEADER_PATHS } from './copy.ts';
import { CountersView } from './CountersView.tsx';
import { CategoriesStatus, MegaMenu, type CategoriesState } from './MegaMenu.tsx';
import { SearchBox, type SuggestionState } from './SearchBox.tsx';

export interface HeaderViewProps {
  storeName?: string;
  /** Below 768 px: menu button and drawer instead of the search bar and mega menu. */
  mobile: boolean;
  categories: CategoriesState;
  onRetryCategories: () => void;
  query: string;
  onQueryChange: (value: string) => void;
  suggestions: SuggestionState;
  onNavigate: (href: string) => void;
  cart: number;
  wishlist: number;
  loggedIn: boolean;
  /** Staff or superuser: the drawer shows the Dashboard link. */
  staff: boolean;
  /** Ends the session (SPEC §4 logout); shown for logged-in users. */
  onLogout?: () => void;
  /** Start with the mobile drawer open (stories). */
  initialDrawerOpen?: boolean;
  /** Start with the search suggestions shown (stories). */
  initialSearchOpen?: boolean;
}

/** The store header: logo, search with suggestions, counters, category mega menu / mobile drawer. */
export function HeaderView(props: HeaderViewProps) {
  const { storeName = HEADER_COPY.storeName, mobile, categories, onRetryCategories, onNavigate } = props;
  const [drawerOpen, setDrawerOpen] = useState(props.initialDrawerOpen ?? false);
  const close = () => setDrawerOpen(false);

  const search = (
    <SearchBox
      value={props.query}
      onValueChange={props.onQueryChange}
      suggestions={props.suggestions}
      initialOpen={props.initialSearchOpen}
      onNavigate={(href) => {
        close();
        onNavigate(href);
      }}
    />
  );

  return (
    <header className={`header${mobile ? ' header--mobile' : ''}`} part="header">
      <div className="container header__bar">
        {mobile && (
          <button
            type="button"
            className="icon-btn header__menu-btn"
            aria-label={HEADER_COPY.openMenu}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link to={routes.home()} className="header__logo" aria-label={HEADER_COPY.homeLabel(storeName)}>
          {storeName}
        </Link>
        {!mobile && <div className="header__search">{search}</div>}
        <CountersView
          cart={props.cart}
          wishlist={props.wishlist}
          account={props.loggedIn ? 'profile' : 'login'}
          onLogout={mobile ? undefined : props.onLogout}
        />
      </div>
      {!mobile && <MegaMenu categories={categories} onRetry={onRetryCategories} />}
      {mobile && (
        <Dialog open={drawerOpen} title={HEADER_COPY.menuTitle} onClose={close} className="dialog--drawer">
          <div
            className="drawer"
            part="drawer"
            onClick={(e) => {
              if (e.target instanceof Element && e.target.closest('a')) close();
            }}
          >
            {search}
            <nav aria-label={HEADER_COPY.menuTitle}>
              <ul className="drawer__links">
                <li>
                  <Link to={routes.shop()}>{HEADER_COPY.shop}</Link>
                </li>
                <li>
                  <Link to={routes.wishlist()}>{HEADER_COPY.wishlist}</Link>
                </li>
                <li>
                  <Link to={routes.cart()}>{HEADER_COPY.cart}</Link>
                </li>
                {props.staff && (
                  <li>
                    <Link to={HEADER_PATHS.dashboard}>{HEADER_COPY.dashboard}</Link>
                  </li>
                )}
                {props.loggedIn && props.onLogout && (
                  <li>
                    <button type="button" className="btn btn--small btn--ghost" onClick={props.onLogout}>
                      {HEADER_COPY.logout}
                    </button>
                  </li>
                )}
              </ul>
              <h3 className="drawer__heading">{HEADER_COPY.categoriesLabel}</h3>
              {categories.status === 'ready' ? (
                <CategoryTree categories={categories.data} label={HEADER_COPY.categoriesLabel} />
              ) : (
                <CategoriesStatus state={categories} onRetry={onRetryCategories} />
              )}
            </nav>
          </div>
        </Dialog>
      )}
    </header>
  );
}
