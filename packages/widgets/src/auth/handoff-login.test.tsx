/**
 * "Continue as b…@probe.test?": a login handed over from a partner's page is only offered to a
 * store page without a session, in the login dialog element; Continue makes the session, No (or
 * closing) leaves the page logged out. An accessible dialog: named by its question, focus on
 * Continue, kept inside, and given back to where it was.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { sampleUser } from '../shared/fixtures.ts';
import { $handoffLogin, $loginDialog, $session, $toasts, clearToasts } from '@so/stores';

const fake = vi.hoisted(() => ({ confirmHandoff: vi.fn() }));
// The store's client: confirmHandoff answers as each test says; every other call never answers.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_, name) => (name === 'confirmHandoff' ? fake.confirmHandoff : () => new Promise(() => undefined)) }),
}));

const { LoginDialog } = await import('./LoginDialog.tsx');

const CONFIRMATION = 'c'.repeat(43);
const offer = () => act(() => $handoffLogin.set({ account: 'b…@probe.test', confirmation: CONFIRMATION }));
const question = () => screen.getByRole('dialog', { name: 'Continue as b…@probe.test?' });

beforeEach(() => {
  fake.confirmHandoff.mockReset();
  $session.set(null);
  $loginDialog.set({ open: false });
  $handoffLogin.set(null);
});
afterEach(() => {
  $handoffLogin.set(null);
  clearToasts();
});

/** The page's own control that had focus before the question opened. */
function pageButton(): HTMLButtonElement {
  render(<button type="button">Before</button>);
  const before = screen.getByRole('button', { name: 'Before' }) as HTMLButtonElement;
  before.focus();
  return before;
}

describe('the handed-over login question', () => {
  it('names the account, masked, with Continue and No, stay logged out; focus starts on Continue and stays inside', async () => {
    render(<LoginDialog autoOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    offer();
    const dialog = question();
    expect(dialog.textContent).toContain(MSG.handoffLoginBody);
    expect(dialog.textContent).not.toContain('bob@');
    const yes = within(dialog).getByRole('button', { name: MSG.handoffLoginContinue });
    const no = within(dialog).getByRole('button', { name: MSG.handoffLoginDecline });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    // Tab from the last control comes back to the first: the focus stays in the dialog.
    no.focus();
    fireEvent.keyDown(no, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(no);
  });

  it('Continue: the confirmed login becomes the session and the question closes', async () => {
    fake.confirmHandoff.mockResolvedValue({ status: true, message: 'Logged in successfully', data: sampleUser({ id: 5, token: 'bob-session', email: 'bob@probe.test' }) });
    render(<LoginDialog autoOpen={false} />);
    offer();
    fireEvent.click(within(question()).getByRole('button', { name: MSG.handoffLoginContinue }));
    await waitFor(() => expect($session.get()?.token).toBe('bob-session'));
    expect(fake.confirmHandoff).toHaveBeenCalledWith(CONFIRMATION);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('No, stay logged out: nothing is confirmed, the page stays logged out and focus goes back', async () => {
    const before = pageButton();
    render(<LoginDialog autoOpen={false} />);
    offer();
    fireEvent.click(within(question()).getByRole('button', { name: MSG.handoffLoginDecline }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.confirmHandoff).not.toHaveBeenCalled();
    expect($session.get()).toBeNull();
    expect($handoffLogin.get()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it('Escape is a No too', async () => {
    render(<LoginDialog autoOpen={false} />);
    offer();
    fireEvent.keyDown(question(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.confirmHandoff).not.toHaveBeenCalled();
    expect($session.get()).toBeNull();
  });

  it('a confirmation the server refuses (expired, used) leaves the page logged out and says so', async () => {
    fake.confirmHandoff.mockRejectedValue(new ApiError(MSG.handoffLoginExpired, 400));
    render(<LoginDialog autoOpen={false} />);
    offer();
    fireEvent.click(within(question()).getByRole('button', { name: MSG.handoffLoginContinue }));
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual([MSG.handoffLoginExpired]));
    expect($session.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
