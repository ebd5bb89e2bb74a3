import { CONSENT_CHANNELS, formatDate, MSG, type ChannelConsent, type NotifyChannel, type Preferences } from '@so/contract';
import { ErrorState, Skeleton, useStyles, type AsyncState } from '@so/ui';
import { useId } from 'react';
import styles from './alert-settings.css?inline';
import { ALERT_COPY } from './copy.ts';

export interface PreferencesViewProps {
  state: AsyncState<Preferences>;
  /** The channel whose change is being saved (its switch is busy), or null. */
  saving: NotifyChannel | null;
  /** What the last change did, in words (read out by screen readers), or null. */
  said: string | null;
  onChange: (channel: NotifyChannel, on: boolean) => void;
  onRetry: () => void;
}

/** A channel's consent in words: on or off, and since when. */
export function consentInWords(consent: ChannelConsent | undefined): string {
  const at = consent?.recorded_at ? formatDate(consent.recorded_at) : null;
  return ALERT_COPY.consentState(consent?.granted ?? false, at);
}

/**
 * The profile's "Offers and back-in-stock alerts": one switch per channel (a labelled checkbox
 * with the switch role: Space toggles it), its state said in words beside it (on since, off
 * since), what the last change did in a status line, and the recorded history.
 */
export function PreferencesView({ state, saving, said, onChange, onRetry }: PreferencesViewProps) {
  useStyles(styles);
  const ids = useId();
  return (
    <section className="prefs" aria-labelledby={`${ids}-title`} part="alert-preferences">
      <h2 id={`${ids}-title`}>{ALERT_COPY.preferencesTitle}</h2>
      <p className="prefs__intro">{ALERT_COPY.preferencesIntro}</p>
      {state.status === 'loading' && (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{ALERT_COPY.preferencesTitle}</span>
          <Skeleton height={120} />
        </div>
      )}
      {state.status === 'error' && <ErrorState title={ALERT_COPY.preferencesLoadFailed} onRetry={onRetry} />}
      {state.status === 'ready' && (
        <>
          <ul className="prefs__list">
            {CONSENT_CHANNELS.map((channel) => {
              const consent = state.data.consents.find((c) => c.channel === channel);
              const on = consent?.granted ?? false;
              const id = `${ids}-${channel}`;
              return (
                <li key={channel} className="prefs__row">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className="prefs__switch"
                    checked={on}
                    disabled={saving === channel}
                    aria-busy={saving === channel}
                    aria-describedby={`${id}-state`}
                    onChange={(event) => onChange(channel, event.currentTarget.checked)}
                  />
                  <label htmlFor={id}>{MSG.channelNames[channel]}</label>
                  <span id={`${id}-state`} className="prefs__state">
                    {consentInWords(consent)}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="prefs__said" role="status">
            {said ?? ''}
          </p>
          {state.data.history.length > 0 && (
            <details className="prefs__history">
              <summary>{ALERT_COPY.consentHistory}</summary>
              <ul>
                {state.data.history.map((record, index) => (
                  <li key={`${record.recorded_at}-${index}`}>
                    {ALERT_COPY.consentRecord(MSG.channelNames[record.channel], record.granted, formatDate(record.recorded_at), ALERT_COPY.consentSources[record.source])}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}
