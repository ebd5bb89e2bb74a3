import { channelList, type NotifyChannel } from '@so/contract';
import { Link, useStyles } from '@so/ui';
import styles from './notify-me.css?inline';
import { NOTIFY_ME_COPY } from './copy.ts';

export interface NotifyMeViewProps {
  /** The channels the shopper would be told by (their consent), or null when unknown (a visitor, or not loaded yet). */
  channels: readonly NotifyChannel[] | null;
  /** Saving the wish. */
  busy: boolean;
  /** The wish is saved: the channels it will be told by (none: nothing switched on yet). */
  saved: readonly NotifyChannel[] | null;
  /** Where the alert switches are (the profile's details). */
  settingsHref: string;
  onNotify: () => void;
}

/**
 * Notify me, under an out-of-stock product's OUT OF STOCK: a button that saves the wish, and in
 * words by which channels the shopper will be told. Without any channel switched on the wish is
 * still saved, and the shopper is asked to switch one on (with the link to the switches).
 */
export function NotifyMeView({ channels, busy, saved, settingsHref, onNotify }: NotifyMeViewProps) {
  useStyles(styles);
  const settings = (
    <Link to={settingsHref} part="alert-settings">
      {NOTIFY_ME_COPY.openAlertSettings}
    </Link>
  );
  // Before saving: by which channels (or that none is on). After: what was saved, in a status
  // line that is always there (so screen readers announce it); the button stays where the focus is.
  const hint = saved ? null : channels && (channels.length > 0 ? NOTIFY_ME_COPY.notifyMeBy(channelList(channels)) : NOTIFY_ME_COPY.notifyMeNeedsChannel);
  const needsChannel = (saved ?? channels)?.length === 0;
  return (
    <div className="notify-me" part="notify-me">
      <button type="button" className="btn btn--ghost" onClick={onNotify} disabled={busy} aria-busy={busy} part="notify-me-button">
        {busy ? NOTIFY_ME_COPY.notifyMeSaving : NOTIFY_ME_COPY.notifyMe}
      </button>
      {hint && <p className="notify-me__hint">{hint}</p>}
      <p className="notify-me__said" role="status">
        {saved ? (saved.length > 0 ? NOTIFY_ME_COPY.notifyMeSaved(channelList(saved)) : NOTIFY_ME_COPY.notifyMeSavedNoChannel) : ''}
      </p>
      {needsChannel && <p className="notify-me__settings">{settings}</p>}
    </div>
  );
}
