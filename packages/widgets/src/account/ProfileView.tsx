import { routes } from '../shared/links.ts';
import { type Address, type Profile, MSG } from '@so/contract';
import { Dialog, EmptyState, ErrorState, Icon, Img, Link, Skeleton, type AsyncState } from '@so/ui';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ACCOUNT_COPY } from './copy.ts';

/** The profile's sections, by URL hash. */
export type ProfileTab = 'details' | 'addresses' | 'orders' | 'subscribe' | 'wallet' | 'elite';
export const PROFILE_TABS: readonly { tab: ProfileTab; hash: string; label: string }[] = [
  { tab: 'details', hash: '#details', label: ACCOUNT_COPY.details },
  { tab: 'addresses', hash: '#addresses', label: ACCOUNT_COPY.addresses },
  { tab: 'orders', hash: '#orders', label: ACCOUNT_COPY.orders },
  { tab: 'subscribe', hash: '#subscribe', label: ACCOUNT_COPY.subscriptions },
  { tab: 'wallet', hash: '#wallet', label: ACCOUNT_COPY.wallet },
  { tab: 'elite', hash: '#elite', label: ACCOUNT_COPY.elite },
];

/** The tabs a shopper sees: #elite only when the stored elite flag is 'true'. */
export function profileTabs(elite: boolean): readonly { tab: ProfileTab; hash: string; label: string }[] {
  return elite ? PROFILE_TABS : PROFILE_TABS.filter((t) => t.tab !== 'elite');
}

/** Single click on the Add New Address card waits this long for a possible double click. */
export const ADD_CARD_CLICK_DELAY_MS = 250;

/**
 * Which section the URL hash shows. Desktop: a known hash or the default #details. Mobile: no
 * known hash shows the section menu (null). #elite is known to members only.
 */
export function tabFromHash(hash: string, mobile: boolean, elite = false): ProfileTab | null {
  const known = profileTabs(elite).find((t) => t.hash === hash);
  if (known) return known.tab;
  return mobile ? null : 'details';
}

export function fullName(first: string | null, last: string | null): string {
  return [first, last].filter((s): s is string => Boolean(s && s.trim())).join(' ');
}

function initials(name: string, email: string | null): string {
  const source = name || email || '?';
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export interface ProfileViewProps {
  state: AsyncState<Profile>;
  /** The section shown; null shows the mobile section menu. */
  tab: ProfileTab | null;
  mobile: boolean;
  onSelectTab: (tab: ProfileTab) => void;
  /** Mobile: the back arrow, to the section menu. */
  onBackToMenu: () => void;
  onRetry: () => void;
  /** Deactivation after confirmation; the dialog stays busy until it settles. */
  onDeactivate: () => Promise<unknown>;
  /** Ends every session of the account (every device); the button stays busy until it settles. */
  onLogoutAll: () => Promise<unknown>;
  /** Add New Address card: single click (after 250 ms) and double click (the wallet tab). */
  onAddAddress: () => void;
  onAddAddressDouble: () => void;
  /** The Orders tab's content (it loads on its own, without the profile). */
  ordersPanel?: ReactNode;
  /** The Wallet tab's content for the loaded profile (the wallet is the profile's contact's). */
  walletPanel?: (profile: Profile) => ReactNode;
  /** The Subscriptions tab's content (it loads on its own). */
  subscribePanel?: ReactNode;
  /** The SO Elite tab's content (it loads on its own); the tab shows only when `elite`. */
  elitePanel?: ReactNode;
  /** Below the details: the offers and back-in-stock alert switches (the connected page's). */
  preferencesPanel?: ReactNode;
  /** The stored elite flag is 'true': the #elite tab is offered. */
  elite?: boolean;
}

/** The /profile page: section navigation (or the mobile menu) and the chosen section. */
export function ProfileView(props: ProfileViewProps) {
  const { tab, mobile, onSelectTab, onBackToMenu } = props;
  const panelId = useId();
  const tabs = profileTabs(Boolean(props.elite));
  const select = (t: ProfileTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelectTab(t);
  };

  const nav = (
    <nav className={mobile ? 'acc__menu' : 'acc__tabs'} aria-label={ACCOUNT_COPY.sections} part="sections">
      <ul>
        {tabs.map((t) => (
          <li key={t.tab}>
            <a href={t.hash} aria-current={t.tab === tab ? 'page' : undefined} onClick={select(t.tab)}>
              <span>{t.label}</span>
              {mobile && <Icon name="chevronRight" />}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  if (mobile && tab === null)
    return (
      <div className="acc container">
        <h1 className="acc__title">{MSG.myAccount}</h1>
        {nav}
      </div>
    );

  const current = tabs.find((t) => t.tab === tab) ?? tabs[0];
  const panel =
    current.tab === 'orders'
      ? props.ordersPanel
      : current.tab === 'subscribe'
        ? props.subscribePanel
        : current.tab === 'elite'
          ? props.elitePanel
          : <ProfilePanel {...props} tab={current.tab} />;
  if (mobile)
    return (
      <div className="acc container">
        <div className="acc__mobile-head">
          <button type="button" className="icon-btn" aria-label={ACCOUNT_COPY.backToMenu} onClick={onBackToMenu} part="back">
            <Icon name="chevronLeft" />
          </button>
          <h1>{current.label}</h1>
        </div>
        <section className="acc__panel" part="panel">
          {panel}
        </section>
      </div>
    );
  // Wide screens, two columns: the account's sections (under "My Account") beside the chosen
  // one, whose name is the page's heading (route changes focus it).
  return (
    <div className="acc container acc--wide">
      <div className="acc__layout">
        <div className="acc__side">
          <p className="acc__side-title">{MSG.myAccount}</p>
          {nav}
        </div>
        <section className="acc__panel" aria-labelledby={`${panelId}-title`} part="panel">
          <h1 className="acc__title" id={`${panelId}-title`}>
            {current.label}
          </h1>
          {panel}
        </section>
      </div>
    </div>
  );
}

/** A tab that needs the profile: its skeleton, its error, or the tab itself. */
function ProfilePanel(props: ProfileViewProps & { tab: ProfileTab }) {
  const { state, tab, onRetry } = props;
  if (state.status === 'loading') return <ProfileSkeleton />;
  if (state.status === 'error') return <ErrorState title={MSG.profileLoadFailed} description={MSG.profileTryLater} onRetry={onRetry} />;
  if (tab === 'addresses') return <AddressesTab addresses={state.data.addresses} onAdd={props.onAddAddress} onAddDouble={props.onAddAddressDouble} />;
  if (tab === 'wallet') return <>{props.walletPanel?.(state.data)}</>;
  return (
    <>
      <DetailsTab profile={state.data} onDeactivate={props.onDeactivate} onLogoutAll={props.onLogoutAll} />
      {props.preferencesPanel}
    </>
  );
}

/**
 * Above the Subscriptions tab after paying a subscription's first order at the gateway
 * (/profile?payment=success|failure#subscribe): paid, or the failure with where to pay again.
 */
export function SubscriptionPaymentNotice({ outcome }: { outcome: 'success' | 'failure' | null }) {
  if (outcome === 'success')
    return (
      <div className="acc__notice acc__notice--success" role="status" part="payment-received">
        <strong>{ACCOUNT_COPY.subscriptionPaid}</strong> <span>{ACCOUNT_COPY.subscriptionPaidHint}</span>
      </div>
    );
  if (outcome === 'failure')
    return (
      <div className="alert acc__notice" role="alert" part="payment-failed">
        <strong>{MSG.paymentFailed}</strong> <span>{ACCOUNT_COPY.subscriptionUnpaidHint}</span>{' '}
        <Link to={routes.orders()}>{ACCOUNT_COPY.orders}</Link>
      </div>
    );
  return null;
}

function ProfileSkeleton() {
  return (
    <div className="acc__skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{ACCOUNT_COPY.loading}</span>
      <Skeleton width={96} height={96} />
      <Skeleton height={28} width="60%" />
      <Skeleton height={20} width="40%" />
      <Skeleton height={20} width="50%" />
      <Skeleton height={44} width={200} />
    </div>
  );
}

export function DetailsTab({
  profile,
  onDeactivate,
  onLogoutAll,
}: {
  profile: Profile;
  onDeactivate: () => Promise<unknown>;
  onLogoutAll: () => Promise<unknown>;
}) {
  const name = fullName(profile.first_name, profile.last_name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [endingAll, setEndingAll] = useState(false);
  const logoutAll = async () => {
    setEndingAll(true);
    try {
      await onLogoutAll();
    } finally {
      setEndingAll(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onDeactivate();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <div className="acc__details">
      <div className="acc__identity">
        {profile.profile_pic ? (
          <Img className="acc__avatar" src={profile.profile_pic} alt={ACCOUNT_COPY.avatarOf(name)} width={96} height={96} />
        ) : (
          <span className="acc__avatar acc__avatar--initials" aria-hidden="true">
            {initials(name, profile.email)}
          </span>
        )}
        <div>
          <h2 className="acc__name">{name || profile.email}</h2>
          {profile.is_subscribed && (
            <span className="badge acc__subscribed">
              <Icon name="star" /> {ACCOUNT_COPY.subscribed}
            </span>
          )}
        </div>
      </div>
      <dl className="acc__facts">
        <div>
          <dt>{ACCOUNT_COPY.companyName}</dt>
          {/* No company is said as such, never as a value that looks like one (the "Company Name" row). */}
          <dd className={profile.company?.trim() ? undefined : 'acc__missing'}>{profile.company?.trim() || MSG.notAdded}</dd>
        </div>
        <div>
          <dt>{ACCOUNT_COPY.email}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{ACCOUNT_COPY.mobile}</dt>
          <dd className={profile.mobile_no?.trim() ? undefined : 'acc__missing'}>{profile.mobile_no?.trim() || MSG.notAdded}</dd>
        </div>
      </dl>
      <div className="acc__actions">
        <Link to={routes.profileEdit()} state={profile} className="btn" part="update-profile">
          {ACCOUNT_COPY.updateProfile}
        </Link>
        <Link to={routes.updatePassword()} className="btn btn--ghost">
          {ACCOUNT_COPY.changePassword}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={() => void logoutAll()} disabled={endingAll} aria-busy={endingAll} part="logout-all">
          {endingAll ? ACCOUNT_COPY.loggingOutAll : ACCOUNT_COPY.logoutAll}
        </button>
        <button type="button" className="btn btn--ghost acc__danger" onClick={() => setConfirming(true)} part="deactivate">
          {ACCOUNT_COPY.deactivateAccount}
        </button>
      </div>
      <Dialog open={confirming} title={ACCOUNT_COPY.deactivateTitle} onClose={() => !busy && setConfirming(false)}>
        <p>{MSG.deactivateConfirm}</p>
        <div className="acc__dialog-actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>
            {ACCOUNT_COPY.cancel}
          </button>
          <button type="button" className="btn acc__danger-fill" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {busy ? ACCOUNT_COPY.deactivating : MSG.deactivateYes}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

export function AddressesTab({ addresses, onAdd, onAddDouble }: { addresses: readonly Address[]; onAdd: () => void; onAddDouble: () => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const click = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onAdd, ADD_CARD_CLICK_DELAY_MS);
  };
  const doubleClick = () => {
    clearTimeout(timer.current);
    onAddDouble();
  };
  return (
    <div className="acc__addresses">
      <ul className="acc__address-grid">
        <li>
          <button type="button" className="acc__add-card" onClick={click} onDoubleClick={doubleClick} part="add-address">
            <span aria-hidden="true" className="acc__plus">
              +
            </span>
            {ACCOUNT_COPY.addNewAddress}
          </button>
        </li>
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard address={address} />
          </li>
        ))}
      </ul>
      {addresses.length === 0 && <EmptyState>{MSG.addAddressHint}</EmptyState>}
    </div>
  );
}

export function AddressCard({ address }: { address: Address }) {
  const name = address.full_name?.trim() || MSG.noName;
  const place = [address.city_obj?.name, address.state_obj?.name, address.postal_code].filter(Boolean).join(', ');
  return (
    <article className="acc__address" aria-label={ACCOUNT_COPY.addressLabel(name)} part="address">
      <p className="acc__address-head">
        <span className="badge">{address.address_tags}</span>
        {address.is_default && <span className="badge">{ACCOUNT_COPY.defaultAddress}</span>}
      </p>
      <h2>{name}</h2>
      {address.mobile && <p>{address.mobile}</p>}
      {address.address_line_1 && <p>{address.address_line_1}</p>}
      {address.address_line_2 && <p>{address.address_line_2}</p>}
      {address.landmark && <p>{address.landmark}</p>}
      {place && <p>{place}</p>}
      <Link to={routes.editAddress(address.id)} state={address} className="btn btn--ghost btn--small" aria-label={ACCOUNT_COPY.editAddress(name)}>
        {ACCOUNT_COPY.edit}
      </Link>
    </article>
  );
}
