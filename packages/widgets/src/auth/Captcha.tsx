import { useEffect, useId, useRef, useState } from 'react';
import { getApi } from '@so/stores';
import { renderRecaptcha } from './recaptcha.ts';
import { AUTH_COPY } from './copy.ts';
import { solveAltcha } from './captcha-solver.ts';

export type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed';

export interface CaptchaViewProps {
  state: CaptchaState;
  onStart: () => void;
  error?: string;
}

/** "I'm not a robot": a labelled checkbox with its state in words (not colour only). */
export function CaptchaView({ state, onStart, error }: CaptchaViewProps) {
  const id = useId();
  const status =
    state === 'verifying' ? AUTH_COPY.captchaVerifying : state === 'verified' ? AUTH_COPY.captchaVerified : state === 'failed' ? AUTH_COPY.captchaFailed : '';
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
      <label htmlFor={id}>{AUTH_COPY.captchaLabel}</label>
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
  /** Called with the solution payload once solved, and with null when it is reset. */
  onSolved: (payload: string | null) => void;
  /** Change it to ask for a new challenge (after each failed submit). */
  resetKey?: number;
  error?: string;
}

/**
 * The captcha the store is configured with: by default the self-hosted ALTCHA proof of work,
 * solved when the person ticks the box; Google reCAPTCHA when the server names it (its widget
 * then appears below the box and its token is the solution); nothing to solve when it is off.
 */
export function Captcha({ onSolved, resetKey = 0, error }: CaptchaProps) {
  const [state, setState] = useState<CaptchaState>('idle');
  const google = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  useEffect(() => {
    setState('idle');
    solved.current(null);
    return () => abort.current?.abort();
  }, [resetKey]);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState('verifying');
    try {
      const challenge = await getApi().captchaChallenge();
      if (challenge.provider === 'off') {
        setState('verified');
        solved.current('off');
        return;
      }
      if (challenge.provider === 'recaptcha' && challenge.site_key && google.current) {
        await renderRecaptcha(google.current, challenge.site_key, (token) => {
          setState(token ? 'verified' : 'idle');
          solved.current(token);
        });
        return;
      }
      const payload = await solveAltcha(challenge, controller.signal);
      if (controller.signal.aborted) return;
      setState(payload ? 'verified' : 'failed');
      solved.current(payload);
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  };

  return (
    <>
      <CaptchaView state={state} onStart={() => void start()} error={state === 'verified' ? undefined : error} />
      <div ref={google} className="captcha__google" />
    </>
  );
}
