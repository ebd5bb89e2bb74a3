import { Dialog, Icon, type IconName, Link } from '@so/ui';
import { useRef, useState, type MouseEvent } from 'react';
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
  /** Staff or superuser: the header (on a phone, the drawer) shows the Dashboard link. */
  staff: boolean;
  /** Ends the session; shown for logged-in users. */
  onLogout?: () => void;
  /** Start with the mobile drawer open (stories). */
  initialDrawerOpen?: boolean;
  /** Start with the search suggestions shown (stories). */
  initialSearchOpen?: boolean;
  /** Start with the phone header's search dialog open (stories). */
  initialPhoneSearchOpen?: boolean;
}

/** A phone header's icon button that opens a dialog (the menu drawer, the search). */
function DialogButton({ className, label, icon, open, onOpen }: { className: string; label: string; icon: IconName; open: boolean; onOpen: () => void }) {
  return (
    <button type="button" className={`icon-btn ${className}`} aria-label={label} aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
      <Icon name={icon} />
    </button>
  );
}

/** The store header: logo, search with suggestions, counters, category mega menu / mobile drawer. */
export function HeaderView(props: HeaderViewProps) {
  const { storeName = HEADER_COPY.storeName, mobile, categories, onRetryCategories, onNavigate } = props;
  const [drawerOpen, setDrawerOpen] = useState(props.initialDrawerOpen ?? false);
  const close = () => setDrawerOpen(false);

  // A phone's header has a search button: the search box opens in a dialog at the top of the
  // screen, focus in the box; Escape (after closing the suggestions) or Close returns focus to the button.
  const [searchOpen, setSearchOpen] = useState(props.initialPhoneSearchOpen ?? false);
  const searchInput = useRef<HTMLInputElement>(null);
  const closeSearch = () => setSearchOpen(false);

  const searchBox = (inputRef?: typeof searchInput) => (
    <SearchBox
      value={props.query}
      onValueChange={props.onQueryChange}
      suggestions={props.suggestions}
      initialOpen={props.initialSearchOpen}
      inputRef={inputRef}
      onNavigate={(href) => {
        close();
        closeSearch();
        onNavigate(href);
      }}
    />
  );
  /** Following a link inside a dialog closes the dialog. */
  const closeOnLink = (done: () => void) => (e: MouseEvent<HTMLDivElement>) => {
    if (e.target instanceof Element && e.target.closest('a')) done();
  };

  return (
    <header className={`header${mobile ? ' header--mobile' : ''}`} part="header">
      <div className="container header__bar">
        {mobile && <DialogButton className="header__menu-btn" label={HEADER_COPY.openMenu} icon="menu" open={drawerOpen} onOpen={() => setDrawerOpen(true)} />}
        <Link to={routes.home()} className="header__logo" aria-label={HEADER_COPY.homeLabel(storeName)}>
          {storeName}
        </Link>
        {!mobile && <div className="header__search">{searchBox()}</div>}
        {mobile && <DialogButton className="header__search-btn" label={HEADER_COPY.openSearch} icon="search" open={searchOpen} onOpen={() => setSearchOpen(true)} />}
        {!mobile && props.staff && (
          <Link to={HEADER_PATHS.dashboard} className="btn btn--small btn--ghost header__dashboard">
            {HEADER_COPY.dashboard}
          </Link>
        )}
        <CountersView
          cart={props.cart}
          wishlist={props.wishlist}
          account={props.loggedIn ? 'profile' : 'login'}
          onLogout={mobile ? undefined : props.onLogout}
        />
      </div>
      {!mobile && <MegaMenu categories={categories} onRetry={onRetryCategories} />}
      {mobile && (
        <Dialog open={searchOpen} title={HEADER_COPY.searchTitle} onClose={closeSearch} className="dialog--search" initialFocus={searchInput}>
          <div className="phone-search" part="phone-search" onClick={closeOnLink(closeSearch)}>
            {searchBox(searchInput)}
          </div>
        </Dialog>
      )}
      {mobile && (
        <Dialog open={drawerOpen} title={HEADER_COPY.menuTitle} onClose={close} className="dialog--drawer">
          <div
            className="drawer"
            part="drawer"
            onClick={closeOnLink(close)}
          >
            {searchBox()}
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
