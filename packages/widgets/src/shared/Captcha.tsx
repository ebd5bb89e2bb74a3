import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { getApi } from '@so/stores';
import { useStyles } from '@so/ui';
import { CAPTCHA_COPY } from './captcha-copy.ts';
import styles from './captcha.css?inline';
import { solveAltcha } from './captcha-solver.ts';
import { renderRecaptcha } from './recaptcha.ts';

export type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed';

export interface CaptchaViewProps {
  state: CaptchaState;
  onStart: () => void;
  /** The form's message when it was sent unsolved or the server refused the solution. */
  error?: string;
}

/** "I'm not a robot": a labelled checkbox with its state in words (not colour only). Part: captcha. */
export function CaptchaView({ state, onStart, error }: CaptchaViewProps) {
  useStyles(styles);
  const id = useId();
  const status =
    state === 'verifying' ? CAPTCHA_COPY.verifying : state === 'verified' ? CAPTCHA_COPY.verified : state === 'failed' ? CAPTCHA_COPY.failed : '';
  return (
    <div className={`captcha captcha--${state}`} part="captcha">
      <input
        id={id}
        type="checkbox"
        checked={state === 'verified'}
        disabled={state === 'verifying' || state === 'verified'}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status${error ? ` ${id}-err` : ''}`}
        onChange={onStart}
      />
      <label htmlFor={id}>{CAPTCHA_COPY.label}</label>
      <span id={`${id}-status`} className="captcha__status" role="status">
        {status}
      </span>
      {error && (
        <span id={`${id}-err`} className="field__error captcha__error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface CaptchaProps {
  /** Called with the solution payload once solved (useCaptcha's `reset` clears it). */
  onSolved: (payload: string | null) => void;
  /** Change it to ask for a new challenge (after each submit: a solution is good once). */
  resetKey?: number;
  /** Shown until the captcha is solved (the form's message: MSG.verifyNotRobot, MSG.recaptchaFailed, …). */
  error?: string;
}

/**
 * The captcha the store is configured with: by default the self-hosted ALTCHA proof of work,
 * solved when the person ticks the box; Google reCAPTCHA when the server names it (its widget
 * then appears below the box and its token is the solution); nothing to solve when it is off.
 * A form gets `onSolved` and `resetKey` from `useCaptcha()`.
 */
export function Captcha({ onSolved, resetKey = 0, error }: CaptchaProps) {
  // The state belongs to one challenge (one resetKey): in the very render that brings a new key
  // the box is fresh, enabled and showing the form's message, so the form can focus it at once.
  const [shown, setShown] = useState<{ key: number; state: CaptchaState }>({ key: resetKey, state: 'idle' });
  const state = shown.key === resetKey ? shown.state : 'idle';
  const key = useRef(resetKey);
  key.current = resetKey;
  const google = useRef<HTMLDivElement>(null);
  /** The solve in progress and the challenge it is for. */
  const solving = useRef<{ key: number; controller: AbortController } | null>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  // A solve of this challenge stops when a new one is asked for or the box goes. Only its own:
  // where effects run after the paint (preact), the person may already be solving the new one.
  useEffect(
    () => () => {
      if (solving.current?.key === resetKey) solving.current.controller.abort();
    },
    [resetKey],
  );

  const start = async () => {
    solving.current?.controller.abort();
    const controller = new AbortController();
    const mine = key.current;
    solving.current = { key: mine, controller };
    /** Whether this solve is still the one that counts. */
    const current = () => !controller.signal.aborted && key.current === mine;
    const setState = (next: CaptchaState) => {
      if (current()) setShown({ key: mine, state: next });
    };
    setState('verifying');
    try {
      const challenge = await getApi().captchaChallenge();
      if (!current()) return;
      if (challenge.provider === 'off') {
        setState('verified');
        solved.current('off');
        return;
      }
      if (challenge.provider === 'recaptcha' && challenge.site_key && google.current) {
        await renderRecaptcha(google.current, challenge.site_key, (token) => {
          if (!current()) return;
          setState(token ? 'verified' : 'idle');
          solved.current(token);
        });
        return;
      }
      const payload = await solveAltcha(challenge, controller.signal);
      if (!current()) return;
      setState(payload ? 'verified' : 'failed');
      solved.current(payload);
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <CaptchaView state={state} onStart={() => void start()} error={state === 'verified' ? undefined : error} />
      <div ref={google} className="captcha__google" />
    </>
  );
}

export interface CaptchaControl {
  /** The solution to send (as `recaptcha`, or the form's captcha field), null until solved. */
  solution: string | null;
  /** Spread onto `<Captcha>`: `<Captcha {...captcha.props} error={…} />`. */
  props: Required<Pick<CaptchaProps, 'onSolved' | 'resetKey'>>;
  /** Clears the solution and shows a fresh box: call it after every submit, answered or refused. */
  reset: () => void;
}

/** A form's captcha: the current solution and the way to ask for a new one. */
export function useCaptcha(): CaptchaControl {
  const [solution, setSolution] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => {
    setSolution(null);
    setResetKey((k) => k + 1);
  }, []);
  return { solution, reset, props: { onSolved: setSolution, resetKey } };
}
