import { useCallback, useEffect, useRef, useState } from 'react';
import { useDashboard } from '../context.ts';
import { failure } from '../parts.tsx';
import { TodayView, type Summary } from './TodayView.tsx';

interface TodayState {
  summary: Summary | null;
  loading: boolean;
  error: string | null;
  refreshed: boolean;
}

/**
 * #today: the summary the shell fetched first (GET /staff/summary), then a fresh one on each
 * Refresh; the figures stay in view while a refresh is on its way, and a failed refresh says so
 * above them.
 */
export function TodayTab() {
  const { staff, firstSummary, open } = useDashboard();
  const [state, setState] = useState<TodayState>({ summary: firstSummary, loading: firstSummary === null, error: null, refreshed: false });
  const latest = useRef(0);

  const load = useCallback(
    (refresh: boolean) => {
      const id = ++latest.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      staff.summary().then(
        (answer) => {
          if (id === latest.current) setState({ summary: answer.data, loading: false, error: null, refreshed: refresh });
        },
        (error: unknown) => {
          if (id === latest.current) setState((s) => ({ ...s, loading: false, error: failure(error), refreshed: false }));
        },
      );
    },
    [staff],
  );

  useEffect(() => {
    if (firstSummary === null) load(false);
    return () => {
      // An answer after the section is gone is dropped.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `latest` counts requests (no DOM node): the current count is the one to move past
      latest.current++;
    };
  }, [firstSummary, load]);

  return (
    <TodayView
      summary={state.summary}
      loading={state.loading}
      error={state.error}
      refreshed={state.refreshed}
      onRefresh={() => load(state.summary !== null)}
      onOpen={(tab, detail) => open(tab, detail)}
    />
  );
}
