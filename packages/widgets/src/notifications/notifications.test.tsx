import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { formatDate, MSG, type ChannelConsent, type NotifyChannel, type Preferences as PreferencesData } from '@so/contract';
import { $loginDialog, $session, $toasts } from '@so/stores';
import { render } from '../shared/store-testing.tsx';
import { goTo, resetShopper } from '../shared/test-setup.ts';
import { NotifyMe } from './NotifyMe.tsx';
import { Preferences } from './Preferences.tsx';
import { NOTIFY_COPY } from './copy.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const SINCE = '2026-11-20T10:00:00.000Z';

/** The server's preferences: `on` switched on (from the profile, SINCE), the rest never asked. */
function preferences(on: readonly NotifyChannel[] = []): PreferencesData {
  const consents: ChannelConsent[] = (['email', 'sms', 'whatsapp'] as const).map((channel) =>
    on.includes(channel) ? { channel, granted: true, recorded_at: SINCE, source: 'profile' } : { channel, granted: false, recorded_at: null, source: null },
  );
  return { consents, history: on.map((channel) => ({ channel, granted: true, recorded_at: SINCE, source: 'profile' as const })) };
}

beforeEach(() => {
  fake.api = {};
  resetShopper();
  goTo('/profile#details');
});

describe('the profile’s offers and back-in-stock alert switches', () => {
  it('shows a labelled switch per channel with its state in words', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: preferences(['email']) }));
    render(<Preferences />);
    const email = await screen.findByRole('switch', { name: 'E-mail' });
    expect((email as HTMLInputElement).checked).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(NOTIFY_COPY.consentState(true, formatDate(SINCE)))).toBeTruthy();
    const sms = screen.getByRole('switch', { name: 'SMS' });
    expect((sms as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByText(NOTIFY_COPY.consentState(false, null))).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.getByText(NOTIFY_COPY.preferencesIntro)).toBeTruthy();
  });

  it('saves a change at once, says it in words and shows the new state', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: preferences([]) }));
    const updatePreferences = vi.fn(async (channel: NotifyChannel, granted: boolean) => ({
      status: true,
      message: MSG.consentSaved(MSG.channelNames[channel], granted),
      data: preferences(granted ? [channel] : []),
    }));
    fake.api.updatePreferences = updatePreferences;
    render(<Preferences />);
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    // A keyboard's Space on a focused checkbox is a click.
    sms.focus();
    fireEvent.click(sms);
    expect(updatePreferences).toHaveBeenCalledWith('sms', true);
    expect(await screen.findByText(MSG.consentSaved('SMS', true))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MSG.consentSaved('SMS', true));
    expect((screen.getByRole('switch', { name: 'SMS' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(NOTIFY_COPY.consentState(true, formatDate(SINCE)))).toBeTruthy();
  });

  it('keeps the switch as it was and says why when saving fails', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: preferences([]) }));
    fake.api.updatePreferences = vi.fn(async () => {
      throw new ApiError(MSG.somethingWentWrong, 500);
    });
    render(<Preferences />);
    fireEvent.click(await screen.findByRole('switch', { name: 'E-mail' }));
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toContain(MSG.somethingWentWrong));
    expect((screen.getByRole('switch', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(false);
  });

  it('lists the recorded history', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: preferences(['whatsapp']) }));
    render(<Preferences />);
    expect(await screen.findByText(NOTIFY_COPY.consentHistory)).toBeTruthy();
    expect(screen.getByText(NOTIFY_COPY.consentRecord('WhatsApp', true, formatDate(SINCE), NOTIFY_COPY.consentSources.profile))).toBeTruthy();
  });
});

describe('Notify me', () => {
  it('says by which channels the shopper will be told, saves the wish and says so', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: preferences(['email', 'sms']) }));
    const notifyMe = vi.fn(async (productId: number) => ({ status: true, data: { product_id: productId, channels: ['email', 'sms'] as NotifyChannel[] } }));
    fake.api.notifyMe = notifyMe;
    render(<NotifyMe productId={1006} />);
    expect(await screen.findByText(NOTIFY_COPY.notifyMeBy('e-mail and SMS'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_COPY.notifyMe }));
    expect(notifyMe).toHaveBeenCalledWith(1006);
    expect(await screen.findByText(NOTIFY_COPY.notifyMeSaved('e-mail and SMS'))).toBeTruthy();
  });

  it('without any channel on: saves the wish and asks to switch one on, linking to the switches', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: preferences([]) }));
    fake.api.notifyMe = vi.fn(async (productId: number) => ({ status: true, data: { product_id: productId, channels: [] as NotifyChannel[] } }));
    render(<NotifyMe productId={1006} />);
    expect(await screen.findByText(NOTIFY_COPY.notifyMeNeedsChannel)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_COPY.notifyMe }));
    expect(await screen.findByText(NOTIFY_COPY.notifyMeSavedNoChannel)).toBeTruthy();
    const settings = new URL(screen.getByRole('link', { name: NOTIFY_COPY.openAlertSettings }).getAttribute('href') ?? '', location.href);
    expect(settings.pathname + settings.hash).toBe('/profile#details');
  });

  it('asks a visitor to log in and saves nothing', async () => {
    act(() => $session.set(null));
    const notifyMe = vi.fn();
    fake.api.notifyMe = notifyMe;
    render(<NotifyMe productId={1006} />);
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_COPY.notifyMe }));
    expect($loginDialog.get().open).toBe(true);
    expect($toasts.get().map((t) => t.title)).toContain(MSG.loginToNotifyMe);
    expect(notifyMe).not.toHaveBeenCalled();
  });
});
