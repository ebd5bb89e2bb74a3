import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { DASHBOARD_COPY, DASHBOARD_TABS, type DashboardTab } from './copy.ts';

export interface DashboardViewProps {
  email: string;
  superuser: boolean;
  tab: DashboardTab;
  onSelectTab: (tab: DashboardTab) => void;
  /** The section shown (its own heading comes from the shell). */
  children: ReactNode;
}

/**
 * The dashboard's frame: the page heading, who is logged in, the sections as links with their
 * URL hash (the current one marked), and the section under its own heading. Choosing a section
 * moves focus to its heading, so a keyboard or screen reader user lands on what they chose.
 */
export function DashboardView({ email, superuser, tab, onSelectTab, children }: DashboardViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);
  useEffect(() => {
    if (chosen.current) heading.current?.focus();
    chosen.current = false;
  }, [tab]);
  const select = (next: DashboardTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    chosen.current = next !== tab;
    onSelectTab(next);
  };
  const label = DASHBOARD_TABS.find((t) => t.tab === tab)?.label ?? '';
  return (
    <div className="dash container" part="dashboard">
      <header className="dash__head">
        <h1 className="dash__title">{DASHBOARD_COPY.title}</h1>
        <p className="dash__who">{DASHBOARD_COPY.signedInAs(email, superuser)}</p>
      </header>
      <nav className="dash__tabs" aria-label={DASHBOARD_COPY.sections} part="tabs">
        <ul>
          {DASHBOARD_TABS.map((t) => (
            <li key={t.tab}>
              <a href={t.hash} aria-current={t.tab === tab ? 'page' : undefined} onClick={select(t.tab)}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="dash__panel" aria-labelledby="dash-panel-heading" part="panel">
        <h2 id="dash-panel-heading" className="dash__panel-title" tabIndex={-1} ref={heading}>
          {label}
        </h2>
        {children}
      </section>
    </div>
  );
}

/** A visitor: the dashboard needs a staff login. */
export function DashboardLogin({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="dash container dash__gate" part="login">
      <h1 className="dash__title">{DASHBOARD_COPY.title}</h1>
      <p>{DASHBOARD_COPY.loginNeeded}</p>
      <button type="button" className="btn" onClick={onLogin}>
        {DASHBOARD_COPY.logIn}
      </button>
    </div>
  );
}

/** A customer's session: the server refused (403). Never a blank page. */
export function DashboardRefused({ message, homeHref, onHome }: { message: string; homeHref: string; onHome: () => void }) {
  return (
    <div className="dash container dash__gate" part="refused">
      <h1 className="dash__title">{DASHBOARD_COPY.title}</h1>
      <div className="alert" role="alert">
        <strong>{DASHBOARD_COPY.refused}</strong>
        <span>{message}</span>
      </div>
      <p>{DASHBOARD_COPY.refusedHint}</p>
      <a
        className="btn btn--ghost"
        href={homeHref}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onHome();
        }}
      >
        {DASHBOARD_COPY.backToShop}
      </a>
    </div>
  );
}
