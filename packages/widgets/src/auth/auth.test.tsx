import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { type SessionUser, MSG } from '@so/contract';
import { CAPTCHA_COPY } from '../shared/captcha-copy.ts';
import { sampleUser } from '../shared/fixtures.ts';
import { $location, $loginDialog, $session, type NavigateDetail } from '@so/stores';

const fakeApi = {
  sendOtp: vi.fn<Api['sendOtp']>(),
  verifyOtp: vi.fn<Api['verifyOtp']>(),
  signin: vi.fn<Api['signin']>(),
  signup: vi.fn<Api['signup']>(),
  requestPasswordReset: vi.fn<Api['requestPasswordReset']>(),
  confirmPasswordReset: vi.fn<Api['confirmPasswordReset']>(),
  changePassword: vi.fn<Api['changePassword']>(),
  captchaChallenge: vi.fn<Api['captchaChallenge']>(),
  cartCount: vi.fn(async () => ({ status: true, count: 0 })),
};

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fakeApi as unknown as Api,
}));
// completeLogin refreshes the counters from inside the store package, with the client @so/api's
// createApi made: keep that off the network (its calls never answer).
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: () => () => new Promise(() => undefined) }),
}));

const { LoginDialog, LOGIN_POPUP_SHOWN_KEY } = await import('./LoginDialog.tsx');
const { LoginPage } = await import('./LoginPage.tsx');
const { Signup } = await import('./Signup.tsx');
const { ResetPassword } = await import('./ResetPassword.tsx');
const { UpdatePassword } = await import('./UpdatePassword.tsx');
const { AUTH_COPY } = await import('./copy.ts');

const user = (over: Partial<SessionUser> = {}): SessionUser =>
  sampleUser({ token: 'tok-123', cart_counter: 2, wishlist_counter: 1, id: 7, ...over });

const refused = (body: Record<string, unknown>, status = 400) => new ApiError(String(body.message ?? 'x'), status, { status: false, ...body });

/** A real ALTCHA v1 challenge whose answer is `number`. */
function challengeFor(number: number) {
  const salt = 'abc123?expires=9999999999&';
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(salt + number).digest('hex'),
    salt,
    signature: 'sig',
    maxnumber: 5000,
  };
}

let navigations: NavigateDetail[] = [];
const onNavigate = (e: Event) => {
  e.preventDefault();
  navigations.push((e as CustomEvent<NavigateDetail>).detail);
};

beforeEach(() => {
  navigations = [];
  window.addEventListener('so:navigate', onNavigate);
  for (const fn of Object.values(fakeApi)) fn.mockReset();
  $session.set(null);
  $loginDialog.set({ open: false });
  $location.set(new URL('http://store.test/'));
});
afterEach(() => {
  window.removeEventListener('so:navigate', onNavigate);
  vi.useRealTimers();
});

const phoneInput = () => screen.getByLabelText(/Mobile number/) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('login form (Mobile OTP)', () => {
  it('keeps digits only, at most 10, and enables Continue only at exactly 10', () => {
    render(<LoginPage />);
    const continueBtn = screen.getByRole('button', { name: AUTH_COPY.continue });
    type(phoneInput(), '98a7-6 5');
    expect(phoneInput().value).toBe('98765');
    expect((continueBtn as HTMLButtonElement).disabled).toBe(true);
    type(phoneInput(), '987654321');
    expect((continueBtn as HTMLButtonElement).disabled).toBe(true);
    type(phoneInput(), '98765432101234');
    expect(phoneInput().value).toBe('9876543210');
    expect((continueBtn as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the send failure in an alert with a Create New Account link to /signup', async () => {
    fakeApi.sendOtp.mockRejectedValue(refused({ message: 'No account is registered with this number.' }));
    render(<LoginPage />);
    type(phoneInput(), '9800000009');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.continue }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No account is registered with this number.');
    expect(fakeApi.sendOtp).toHaveBeenCalledWith('+919800000009');
    const link = screen.getByRole('link', { name: MSG.createNewAccount });
    expect(link.getAttribute('href')).toMatch(/\/signup$/);
  });

  it('verifies the 6-digit OTP, keeps the session and closes the dialog', async () => {
    fakeApi.sendOtp.mockResolvedValue({ status: true, message: 'OTP sent' });
    fakeApi.verifyOtp.mockResolvedValue({ status: true, data: user() });
    $loginDialog.set({ open: true });
    render(<LoginDialog autoOpen={false} />);
    type(phoneInput(), '9800000002');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.continue }));
    const otp = (await screen.findByLabelText(AUTH_COPY.otpLabel)) as HTMLInputElement;
    const verify = screen.getByRole('button', { name: AUTH_COPY.verify }) as HTMLButtonElement;
    type(otp, '12a34567');
    expect(otp.value).toBe('123456');
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);
    await waitFor(() => expect($session.get()?.token).toBe('tok-123'));
    expect(fakeApi.verifyOtp).toHaveBeenCalledWith('+919800000002', '123456');
    expect($loginDialog.get().open).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('shows the verify failure and goes back with Change number', async () => {
    fakeApi.sendOtp.mockResolvedValue({ status: true });
    fakeApi.verifyOtp.mockRejectedValue(refused({ non_field_errors: ['Invalid OTP.'] }));
    render(<LoginPage />);
    type(phoneInput(), '9800000002');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.continue }));
    type(await screen.findByLabelText(AUTH_COPY.otpLabel), '000000');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.verify }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid OTP.');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.changeNumber }));
    expect(phoneInput().value).toBe('9800000002');
  });

  it('sends staff to /shop after logging in on /signup', async () => {
    $location.set(new URL('http://store.test/signup'));
    fakeApi.sendOtp.mockResolvedValue({ status: true });
    fakeApi.verifyOtp.mockResolvedValue({ status: true, data: user({ is_staff: true }) });
    render(<LoginPage />);
    type(phoneInput(), '9800000001');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.continue }));
    type(await screen.findByLabelText(AUTH_COPY.otpLabel), '123456');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.verify }));
    await waitFor(() => expect(navigations.map((n) => n.href)).toContain('/shop'));
  });
});

describe('login form (Email)', () => {
  it('switches tabs with the arrow keys', () => {
    render(<LoginPage />);
    const otpTab = screen.getByRole('tab', { name: AUTH_COPY.tabOtp });
    expect(otpTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(otpTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: AUTH_COPY.tabEmail }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: AUTH_COPY.tabEmail }).id);
    expect(screen.getByRole('link', { name: AUTH_COPY.forgotPassword }).getAttribute('href')).toMatch(/\/reset-password$/);
  });

  it('shows non_field_errors when signing in fails', async () => {
    fakeApi.signin.mockRejectedValue(refused({ non_field_errors: ['Unable to log in with provided credentials.'] }));
    render(<LoginPage />);
    fireEvent.click(screen.getByRole('tab', { name: AUTH_COPY.tabEmail }));
    type(input(AUTH_COPY.emailLabel), 'asha@soorganic.test');
    const password = input(AUTH_COPY.passwordLabel);
    type(password, 'wrong');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.showPassword }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.login }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to log in with provided credentials.');
    expect(fakeApi.signin).toHaveBeenCalledWith('asha@soorganic.test', 'wrong');
    expect($session.get()).toBeNull();
  });

  it('sends a logged-in user from /login to / (replace)', () => {
    $session.set(user());
    render(<LoginPage />);
    expect(navigations).toEqual([{ href: '/', url: `${location.origin}/`, replace: true }]);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('login dialog: focus', () => {
  /** A control inside another element's open shadow root (the product page's Write a review). */
  function opener() {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<button type="button">Write a review</button>';
    const button = root.querySelector('button') as HTMLButtonElement;
    return { host, root, button };
  }

  it('Escape closes it and focus goes back to the control that opened it, inside another element', () => {
    const { host, root, button } = opener();
    render(<LoginDialog autoOpen={false} />);
    button.focus();
    act(() => $loginDialog.set({ open: true }));
    const dialog = screen.getByRole('dialog', { name: AUTH_COPY.loginTitle });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect($loginDialog.get().open).toBe(false);
    expect(root.activeElement).toBe(button);
    host.remove();
  });

  it('after logging in through it, focus goes back to the control that opened it', async () => {
    fakeApi.signin.mockResolvedValue({ status: true, data: user() });
    const { host, root, button } = opener();
    render(<LoginDialog autoOpen={false} />);
    button.focus();
    act(() => $loginDialog.set({ open: true }));
    fireEvent.click(screen.getByRole('tab', { name: AUTH_COPY.tabEmail }));
    type(screen.getByLabelText(AUTH_COPY.emailLabel, { selector: 'input' }), 'asha@soorganic.test');
    type(screen.getByLabelText(AUTH_COPY.passwordLabel, { selector: 'input' }), 'Asha@12345');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.login }));
    await waitFor(() => expect($session.get()?.token).toBe('tok-123'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.activeElement).toBe(button);
    host.remove();
  });
});

describe('login popup auto-open', () => {
  it('opens once per session for visitors after the delay', () => {
    vi.useFakeTimers();
    const { unmount } = render(<LoginDialog delay={4000} />);
    act(() => vi.advanceTimersByTime(3999));
    expect($loginDialog.get().open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect($loginDialog.get().open).toBe(true);
    expect(sessionStorage.getItem(LOGIN_POPUP_SHOWN_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($loginDialog.get().open).toBe(false);
    unmount();
    render(<LoginDialog delay={4000} />);
    act(() => vi.advanceTimersByTime(10000));
    expect($loginDialog.get().open).toBe(false);
  });

  it('keeps the 4 s delay when the delay attribute is not a number (delay="abc" arrives as NaN)', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoginDialog delay={Number.NaN} />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<LoginDialog delay={Number.NaN} />);
    act(() => vi.advanceTimersByTime(1999));
    expect($loginDialog.get().open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect($loginDialog.get().open).toBe(true);
  });

  it('does not open by itself when auto-open is off or the visitor is logged in', () => {
    vi.useFakeTimers();
    const { unmount } = render(<LoginDialog autoOpen={false} />);
    act(() => vi.advanceTimersByTime(10000));
    expect($loginDialog.get().open).toBe(false);
    unmount();
    $session.set(user());
    render(<LoginDialog />);
    act(() => vi.advanceTimersByTime(10000));
    expect($loginDialog.get().open).toBe(false);
  });
});

const signupValues = {
  [AUTH_COPY.firstName]: 'Asha',
  [AUTH_COPY.lastName]: 'Patel',
  [AUTH_COPY.emailLabel]: 'asha@example.in',
  [AUTH_COPY.passwordLabel]: 'Secret@123',
  [AUTH_COPY.confirmPassword]: 'Secret@123',
};
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const fillSignup = (over: Record<string, string> = {}) => {
  const { mobile = '9876543210', ...fields } = over;
  for (const [label, value] of Object.entries({ ...signupValues, ...fields })) type(input(label), value);
  type(phoneInput(), mobile);
};
const solveCaptcha = async () => {
  fakeApi.captchaChallenge.mockResolvedValue(challengeFor(12));
  const box = screen.getByLabelText(CAPTCHA_COPY.label) as HTMLInputElement;
  await waitFor(() => expect(box.checked || box.disabled).toBe(false));
  fireEvent.click(box);
  await screen.findByText(CAPTCHA_COPY.verified);
};

describe('signup', () => {
  it('shows each field message verbatim beside its field and keeps the typed values', () => {
    render(<Signup />);
    fillSignup({
      [AUTH_COPY.firstName]: ' ',
      [AUTH_COPY.lastName]: '',
      [AUTH_COPY.emailLabel]: 'asha.example.in',
      [AUTH_COPY.passwordLabel]: 'secret12',
      [AUTH_COPY.confirmPassword]: 'secret13',
      mobile: '98765',
    });
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.signUp }));
    const messageOf = (el: HTMLInputElement) => {
      const id = el.getAttribute('aria-describedby');
      return id ? document.getElementById(id)?.textContent : null;
    };
    expect(messageOf(input(AUTH_COPY.firstName))).toBe(MSG.firstNameRequired);
    expect(messageOf(input(AUTH_COPY.lastName))).toBe(MSG.lastNameRequired);
    expect(messageOf(input(AUTH_COPY.emailLabel))).toBe(MSG.invalidEmail);
    expect(messageOf(phoneInput())).toBe(MSG.mobileTenDigits);
    expect(messageOf(input(AUTH_COPY.passwordLabel))).toBe(MSG.passwordRule);
    expect(messageOf(input(AUTH_COPY.confirmPassword))).toBe(MSG.passwordsDoNotMatch);
    expect(input(AUTH_COPY.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.verifyNotRobot)).toBeTruthy();
    expect(input(AUTH_COPY.emailLabel).value).toBe('asha.example.in');
    expect(input(AUTH_COPY.passwordLabel).value).toBe('secret12');
    expect(phoneInput().value).toBe('98765');
    expect(fakeApi.signup).not.toHaveBeenCalled();
  });

  it('validates a field on blur', () => {
    render(<Signup />);
    type(input(AUTH_COPY.emailLabel), 'nope');
    expect(screen.queryByText(MSG.invalidEmail)).toBeNull();
    fireEvent.blur(input(AUTH_COPY.emailLabel));
    expect(screen.getByText(MSG.invalidEmail)).toBeTruthy();
    type(input(AUTH_COPY.emailLabel), 'ok@example.in');
    expect(screen.queryByText(MSG.invalidEmail)).toBeNull();
  });

  it('does not submit until the captcha is solved', async () => {
    render(<Signup />);
    fillSignup();
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.signUp }));
    expect(screen.getByText(MSG.verifyNotRobot)).toBeTruthy();
    expect(fakeApi.signup).not.toHaveBeenCalled();
  });

  it('on success clears the form and opens the login dialog', async () => {
    fakeApi.signup.mockResolvedValue({ status: true, message: 'ok' });
    render(<Signup />);
    fillSignup();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.signUp }));
    await waitFor(() => expect($loginDialog.get().open).toBe(true));
    const body = fakeApi.signup.mock.calls[0][0];
    expect(body).toMatchObject({ first_name: 'Asha', email: 'asha@example.in', mobile_no: '+919876543210', password: 'Secret@123' });
    expect(JSON.parse(atob(body.recaptcha ?? '')).number).toBe(12);
    await waitFor(() => expect(screen.queryByText(CAPTCHA_COPY.verified)).toBeNull());
    expect(input(AUTH_COPY.firstName).value).toBe('');
    expect(phoneInput().value).toBe('');
  });

  it('shows server field errors beside fields, otherwise Sign-up failed! plus the message', async () => {
    fakeApi.signup.mockRejectedValueOnce(refused({ errors: { email: ['A user with that email already exists.'] } }));
    render(<Signup />);
    fillSignup();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.signUp }));
    expect(await screen.findByText('A user with that email already exists.')).toBeTruthy();
    expect(input(AUTH_COPY.firstName).value).toBe('Asha');
    fakeApi.signup.mockRejectedValueOnce(refused({ message: 'Server is busy.' }, 500));
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.signUp }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.signupFailed);
    expect(alert.textContent).toContain('Server is busy.');
  });
});

describe('reset password', () => {
  it('requests a link with the captcha and answers neutrally', async () => {
    fakeApi.requestPasswordReset.mockResolvedValue({ status: true });
    render(<ResetPassword />);
    type(input(AUTH_COPY.emailLabel), 'asha@soorganic.test');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.sendResetLink }));
    expect(screen.getByText(MSG.verifyNotRobot)).toBeTruthy();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.sendResetLink }));
    expect(await screen.findByText(AUTH_COPY.resetRequested)).toBeTruthy();
    expect(fakeApi.requestPasswordReset).toHaveBeenCalledWith('asha@soorganic.test', expect.any(String));
  });

  it('confirms: rule and mismatch messages, then the server message for a used link', async () => {
    fakeApi.confirmPasswordReset.mockRejectedValue(refused({ message: 'This reset link has expired or was already used.' }));
    render(<ResetPassword resetUuid="u-1" />);
    type(input(AUTH_COPY.newPassword), 'weak');
    type(input(AUTH_COPY.confirmNewPassword), 'Other@1234');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.setPassword }));
    expect(screen.getByText(MSG.passwordRule)).toBeTruthy();
    expect(screen.getByText(MSG.passwordsDoNotMatch)).toBeTruthy();
    type(input(AUTH_COPY.newPassword), 'Strong@123');
    expect(screen.queryByText(MSG.passwordRule)).toBeNull();
    type(input(AUTH_COPY.confirmNewPassword), 'Strong@123');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.setPassword }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link has expired or was already used.');
    expect(fakeApi.confirmPasswordReset).toHaveBeenCalledWith('u-1', 'Strong@123', 'Strong@123');
  });

  it('confirms and offers to log in', async () => {
    fakeApi.confirmPasswordReset.mockResolvedValue({ status: true });
    render(<ResetPassword resetUuid="u-2" />);
    type(input(AUTH_COPY.newPassword), 'Strong@123');
    type(input(AUTH_COPY.confirmNewPassword), 'Strong@123');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.setPassword }));
    expect(await screen.findByText(AUTH_COPY.resetDone)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.logIn }));
    expect($loginDialog.get().open).toBe(true);
  });
});

describe('update password', () => {
  it('asks a visitor to log in', () => {
    render(<UpdatePassword />);
    expect($loginDialog.get()).toEqual({ open: true, reason: AUTH_COPY.loginToChangePassword });
    expect(screen.queryByLabelText(AUTH_COPY.oldPassword)).toBeNull();
  });

  it('on success clears all local storage and goes to /', async () => {
    fakeApi.changePassword.mockResolvedValue({ status: true });
    $session.set(user());
    localStorage.setItem('something-else', 'x');
    render(<UpdatePassword />);
    type(input(AUTH_COPY.oldPassword), 'Asha@12345');
    type(input(AUTH_COPY.newPassword), 'Asha@67890');
    type(input(AUTH_COPY.confirmNewPassword), 'Asha@67891');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.updatePassword }));
    expect(screen.getByText(MSG.passwordsDoNotMatch)).toBeTruthy();
    type(input(AUTH_COPY.confirmNewPassword), 'Asha@67890');
    fireEvent.click(screen.getByRole('button', { name: AUTH_COPY.updatePassword }));
    await waitFor(() => expect(navigations.map((n) => n.href)).toEqual(['/']));
    expect(fakeApi.changePassword).toHaveBeenCalledWith('Asha@12345', 'Asha@67890', 'Asha@67890');
    expect(localStorage.length).toBe(0);
    expect($session.get()).toBeNull();
  });
});
