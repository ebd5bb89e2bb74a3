import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Api } from '@so/api';
import { MSG, type NotifyChannel } from '@so/contract';
import { $loginDialog, $session, $toasts } from '@so/stores';
import { samplePreferences } from '../shared/account-fixtures.ts';
import { render } from '../shared/store-testing.tsx';
import { goTo, resetShopper } from '../shared/test-setup.ts';
import { NotifyMe } from './NotifyMe.tsx';
import { NOTIFY_ME_COPY } from './copy.ts';

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

describe('Notify me', () => {
  it('says by which channels the shopper will be told, saves the wish and says so', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: samplePreferences(['email', 'sms']) }));
    const notifyMe = vi.fn(async (productId: number) => ({ status: true, data: { product_id: productId, channels: ['email', 'sms'] as NotifyChannel[] } }));
    fake.api.notifyMe = notifyMe;
    render(<NotifyMe productId={1006} />);
    expect(await screen.findByText(NOTIFY_ME_COPY.notifyMeBy('e-mail and SMS'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.notifyMe }));
    expect(notifyMe).toHaveBeenCalledWith(1006);
    expect(await screen.findByText(NOTIFY_ME_COPY.notifyMeSaved('e-mail and SMS'))).toBeTruthy();
  });

  it('without any channel on: saves the wish and asks to switch one on, linking to the switches', async () => {
    fake.api.preferences = vi.fn(async () => ({ status: true, data: samplePreferences([]) }));
    fake.api.notifyMe = vi.fn(async (productId: number) => ({ status: true, data: { product_id: productId, channels: [] as NotifyChannel[] } }));
    render(<NotifyMe productId={1006} />);
    expect(await screen.findByText(NOTIFY_ME_COPY.notifyMeNeedsChannel)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.notifyMe }));
    expect(await screen.findByText(NOTIFY_ME_COPY.notifyMeSavedNoChannel)).toBeTruthy();
    const settings = new URL(screen.getByRole('link', { name: NOTIFY_ME_COPY.openAlertSettings }).getAttribute('href') ?? '', location.href);
    expect(settings.pathname + settings.hash).toBe('/profile#details');
  });

  it('asks a visitor to log in and saves nothing', async () => {
    act(() => $session.set(null));
    const notifyMe = vi.fn();
    fake.api.notifyMe = notifyMe;
    render(<NotifyMe productId={1006} />);
    fireEvent.click(screen.getByRole('button', { name: NOTIFY_ME_COPY.notifyMe }));
    expect($loginDialog.get().open).toBe(true);
    expect($toasts.get().map((t) => t.title)).toContain(MSG.loginToNotifyMe);
    expect(notifyMe).not.toHaveBeenCalled();
  });
});
