import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { formatDate, MSG, type NotifyChannel } from '@so/contract';
import { $toasts } from '@so/stores';
import { CONSENT_SINCE, samplePreferences } from '../shared/account-fixtures.ts';
import { render } from '../shared/store-testing.tsx';
import { goTo, resetShopper } from '../shared/test-setup.ts';
import { Preferences } from './Preferences.tsx';
import { ALERT_COPY } from './copy.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

beforeEach(() => {
  fake.api = {};
  resetShopper();
  goTo('/profile#details');
});

describe('the profile’s offers and back-in-stock alert switches', () => {
  it('shows a labelled switch per channel with its state in words', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: samplePreferences(['email']) }));
    render(<Preferences />);
    const email = await screen.findByRole('switch', { name: 'E-mail' });
    expect((email as HTMLInputElement).checked).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(ALERT_COPY.consentState(true, formatDate(CONSENT_SINCE)))).toBeTruthy();
    const sms = screen.getByRole('switch', { name: 'SMS' });
    expect((sms as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByText(ALERT_COPY.consentState(false, null))).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.getByText(ALERT_COPY.preferencesIntro)).toBeTruthy();
  });

  it('saves a change at once, says it in words and shows the new state', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: samplePreferences([]) }));
    const updatePreferences = vi.fn(async (channel: NotifyChannel, granted: boolean) => ({
      status: true,
      message: MSG.consentSaved(MSG.channelNames[channel], granted),
      data: samplePreferences(granted ? [channel] : []),
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
    expect(screen.getByText(ALERT_COPY.consentState(true, formatDate(CONSENT_SINCE)))).toBeTruthy();
  });

  it('keeps the switch as it was and says why when saving fails', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: samplePreferences([]) }));
    fake.api.updatePreferences = vi.fn(async () => {
      throw new ApiError(MSG.somethingWentWrong, 500);
    });
    render(<Preferences />);
    fireEvent.click(await screen.findByRole('switch', { name: 'E-mail' }));
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toContain(MSG.somethingWentWrong));
    expect((screen.getByRole('switch', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(false);
  });

  it('lists the recorded history', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: samplePreferences(['whatsapp']) }));
    render(<Preferences />);
    expect(await screen.findByText(ALERT_COPY.consentHistory)).toBeTruthy();
    expect(screen.getByText(ALERT_COPY.consentRecord('WhatsApp', true, formatDate(CONSENT_SINCE), ALERT_COPY.consentSources.profile))).toBeTruthy();
  });
});

