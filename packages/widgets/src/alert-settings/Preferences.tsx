import { MSG, type NotifyChannel, type Preferences as PreferencesData } from '@so/contract';
import { ApiError } from '@so/api';
import { getApi, toast } from '@so/stores';
import { useAsync, type AsyncState } from '@so/ui';
import { useState } from 'react';
import { PreferencesView } from './PreferencesView.tsx';

/** The profile's alert switches wired to the API: each change is saved at once and said in words. */
export function Preferences() {
  const [loaded, retry] = useAsync(async () => (await getApi().preferences()).data, []);
  const [fresh, setFresh] = useState<PreferencesData | null>(null);
  const [saving, setSaving] = useState<NotifyChannel | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const state: AsyncState<PreferencesData> = fresh ? { status: 'ready', data: fresh } : loaded;
  const change = async (channel: NotifyChannel, on: boolean) => {
    setSaving(channel);
    try {
      const answer = await getApi().updatePreferences(channel, on);
      setFresh(answer.data);
      setSaid(answer.message ?? MSG.consentSaved(MSG.channelNames[channel], on));
    } catch (error) {
      toast({ kind: 'error', title: error instanceof ApiError ? error.message : MSG.somethingWentWrong });
    } finally {
      setSaving(null);
    }
  };
  return <PreferencesView state={state} saving={saving} said={said} onChange={(channel, on) => void change(channel, on)} onRetry={retry} />;
}
