import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { MSG } from '@so/contract';
import { CAPTCHA_COPY } from './captcha-copy.ts';

const fakeApi = { captchaChallenge: vi.fn<Api['captchaChallenge']>() };

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fakeApi as unknown as Api,
}));

const { Captcha, useCaptcha } = await import('./Captcha.tsx');
const { solveAltcha } = await import('./captcha-solver.ts');

/** A real ALTCHA v1 challenge whose answer is `number` (searched up to `maxnumber`). */
function challengeFor(number: number, maxnumber = 5000) {
  const salt = 'abc123?expires=9999999999&';
  return { algorithm: 'SHA-256', challenge: createHash('sha256').update(salt + number).digest('hex'), salt, signature: 'sig', maxnumber };
}

const box = () => screen.getByRole('checkbox', { name: CAPTCHA_COPY.label }) as HTMLInputElement;
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

beforeEach(() => {
  fakeApi.captchaChallenge.mockReset();
});

describe('captcha solver', () => {
  it('finds the number and produces the ALTCHA payload', async () => {
    const c = challengeFor(4321);
    const payload = await solveAltcha(c);
    expect(payload).not.toBeNull();
    expect(JSON.parse(atob(payload ?? ''))).toEqual({ algorithm: 'SHA-256', challenge: c.challenge, number: 4321, salt: c.salt, signature: 'sig' });
  });

  it('gives up at maxnumber', async () => {
    expect(await solveAltcha(challengeFor(300, 100))).toBeNull();
  });
});

describe('Captcha', () => {
  it('is an unticked, labelled checkbox until the person ticks it; then solves the proof of work', async () => {
    fakeApi.captchaChallenge.mockResolvedValue(challengeFor(12));
    const onSolved = vi.fn();
    render(<Captcha onSolved={onSolved} />);
    expect(box().checked).toBe(false);
    expect(fakeApi.captchaChallenge).not.toHaveBeenCalled();
    fireEvent.click(box());
    await screen.findByText(CAPTCHA_COPY.verified);
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
    expect(JSON.parse(atob(onSolved.mock.lastCall?.[0] ?? '')).number).toBe(12);
  });

  it('says so in words when the challenge cannot be solved or fetched, and can be tried again', async () => {
    fakeApi.captchaChallenge.mockResolvedValueOnce(challengeFor(300, 100));
    const onSolved = vi.fn();
    render(<Captcha onSolved={onSolved} />);
    fireEvent.click(box());
    await screen.findByText(CAPTCHA_COPY.failed);
    expect(onSolved).toHaveBeenLastCalledWith(null);
    expect(box().checked).toBe(false);

    fakeApi.captchaChallenge.mockRejectedValueOnce(new ApiError('Too many requests', 429));
    fireEvent.click(box());
    await waitFor(() => expect(fakeApi.captchaChallenge).toHaveBeenCalledTimes(2));
    await screen.findByText(CAPTCHA_COPY.failed);

    fakeApi.captchaChallenge.mockResolvedValueOnce(challengeFor(7));
    fireEvent.click(box());
    await screen.findByText(CAPTCHA_COPY.verified);
    expect(JSON.parse(atob(onSolved.mock.lastCall?.[0] ?? '')).number).toBe(7);
  });

  it("shows the form's message beside the box until it is solved", async () => {
    fakeApi.captchaChallenge.mockResolvedValue(challengeFor(3));
    render(<Captcha onSolved={vi.fn()} error={MSG.recaptchaFailed} />);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toContain(MSG.recaptchaFailed);
    fireEvent.click(box());
    await screen.findByText(CAPTCHA_COPY.verified);
    expect(screen.queryByText(MSG.recaptchaFailed)).toBeNull();
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows Google reCAPTCHA when the server names it, and passes its token on', async () => {
    const render_ = vi.fn((_el: HTMLElement, options: { callback: (token: string) => void }) => {
      options.callback('google-token');
      return 0;
    });
    window.grecaptcha = { render: render_ };
    fakeApi.captchaChallenge.mockResolvedValue({ ...challengeFor(1), provider: 'recaptcha', site_key: 'site-key-1' });
    const onSolved = vi.fn();
    render(<Captcha onSolved={onSolved} />);
    fireEvent.click(box());
    await screen.findByText(CAPTCHA_COPY.verified);
    expect(render_.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-1' });
    expect(onSolved).toHaveBeenLastCalledWith('google-token');
    delete window.grecaptcha;
  });

  it('has nothing to solve when the captcha is off', async () => {
    fakeApi.captchaChallenge.mockResolvedValue({ ...challengeFor(1), provider: 'off' });
    const onSolved = vi.fn();
    render(<Captcha onSolved={onSolved} />);
    fireEvent.click(box());
    await screen.findByText(CAPTCHA_COPY.verified);
    expect(onSolved).toHaveBeenLastCalledWith('off');
  });
});

/** A form as the enquiry forms use it: send the solution, then ask for a new one. */
function EnquiryForm({ send }: { send: (solution: string | null) => void }) {
  const captcha = useCaptcha();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send(captcha.solution);
        captcha.reset();
      }}
    >
      <Captcha {...captcha.props} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useCaptcha', () => {
  it('holds the solution once solved and clears it, with a fresh box, after a submit', async () => {
    fakeApi.captchaChallenge.mockResolvedValue(challengeFor(42));
    const send = vi.fn();
    render(<EnquiryForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenLastCalledWith(null);

    fireEvent.click(box());
    await screen.findByText(CAPTCHA_COPY.verified);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(JSON.parse(atob(send.mock.lastCall?.[0] ?? '')).number).toBe(42);

    await waitFor(() => expect(box().checked).toBe(false));
    expect(box().disabled).toBe(false);
    expect(screen.queryByText(CAPTCHA_COPY.verified)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenLastCalledWith(null);
  });
});
