import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { object, refine, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deepActiveElement } from './focus.ts';
import { schemaErrors, serverFieldErrors, useForm, type SubmitResult } from './form.ts';

/** A request schema as the contract writes them: the server's own messages. */
const Request = object({
  name: refine(string(), 'name', (v) => v.trim() !== '' || 'Name is required'),
  email: refine(string(), 'email', (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v) || 'Enter a valid email'),
  city: string(),
});

type Values = { name: string; email: string; city: string };
const LABELS: Record<keyof Values, string> = { name: 'Name', email: 'Email', city: 'City' };
const empty = (): Values => ({ name: '', email: '', city: '' });

/** A form as the widgets write them: fields registered by name, messages under them. */
function Probe({
  send,
  onResult,
  order = ['name', 'email', 'city'],
}: {
  send: (v: Values) => Promise<unknown>;
  onResult?: (r: SubmitResult<unknown, keyof Values>) => void;
  order?: readonly (keyof Values)[];
}) {
  const form = useForm<Values>({
    initial: empty,
    schema: { struct: Request, input: (v) => v },
    // A client-side rule the schema does not hold.
    validate: (v) => (v.city === 'Atlantis' ? { city: 'We do not deliver there' } : {}),
    follows: { email: ['name'] },
  });
  const field = (name: keyof Values, label: string) => (
    <p>
      <label>
        {label}
        <input
          ref={form.register(name)}
          value={form.values[name]}
          aria-invalid={form.errors[name] ? true : undefined}
          onChange={(e) => form.setField(name, e.target.value)}
          onBlur={() => form.blur(name)}
        />
      </label>
      {form.errors[name] ? <span role="alert">{form.errors[name]}</span> : null}
    </p>
  );
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(send).then((r) => onResult?.(r));
      }}
    >
      {order.map((name) => (
        <div key={name}>{field(name, LABELS[name])}</div>
      ))}
      <button type="submit">{form.submitting ? 'Sending…' : 'Send'}</button>
      <button type="button" onClick={() => form.reset()}>
        Clear
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

afterEach(() => vi.useRealTimers());

describe('useForm', () => {
  it('shows the schema’s and the rules’ messages on submit, sends nothing, and focuses the first field in error', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<Probe send={send} />);
    type('City', 'Atlantis');
    fireEvent.click(screen.getByText('Send'));
    expect(alerts()).toEqual(['Name is required', 'Enter a valid email', 'We do not deliver there']);
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(input('Name')));
  });

  it('focuses the first field in DOM order, not the first message found', async () => {
    // The schema's message (email) comes before the rule's (city); the city is drawn first.
    render(<Probe send={() => Promise.resolve()} order={['city', 'name', 'email']} />);
    type('Name', 'Asha');
    type('City', 'Atlantis');
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(document.activeElement).toBe(input('City')));
  });

  it('lets a shown message follow the typing; a field without one gets none until the next submit', () => {
    render(<Probe send={() => Promise.resolve()} />);
    fireEvent.click(screen.getByText('Send'));
    type('Email', 'asha@');
    expect(alerts()).toEqual(['Name is required', 'Enter a valid email']);
    type('Email', 'asha@example.in');
    expect(alerts()).toEqual(['Name is required']);
    type('City', 'Atlantis');
    expect(alerts()).toEqual(['Name is required']);
  });

  it('checks a field when it is left with something in it', () => {
    render(<Probe send={() => Promise.resolve()} />);
    fireEvent.blur(input('Email'));
    expect(alerts()).toEqual([]);
    type('Email', 'asha');
    fireEvent.blur(input('Email'));
    expect(alerts()).toEqual(['Enter a valid email']);
  });

  it('puts the server’s field messages on their fields, keeps the typing and focuses the first', async () => {
    const refusal = Object.assign(new Error('Bad request'), { status: 400, fieldErrors: { email: 'This email is already registered', other: 'x' } });
    const onResult = vi.fn();
    render(<Probe send={() => Promise.reject(refusal)} onResult={onResult} />);
    type('Name', 'Asha');
    type('Email', 'asha@example.in');
    fireEvent.click(screen.getByText('Send'));
    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expect(alerts()).toEqual(['This email is already registered']);
    expect([input('Name').value, input('Email').value]).toEqual(['Asha', 'asha@example.in']);
    await waitFor(() => expect(document.activeElement).toBe(input('Email')));
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ status: 'refused', errors: { email: 'This email is already registered' } }));
  });

  it('keeps the typing on a failure without field messages and says so to the caller', async () => {
    const onResult = vi.fn();
    render(<Probe send={() => Promise.reject(new Error('offline'))} onResult={onResult} />);
    type('Name', 'Asha');
    type('Email', 'asha@example.in');
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'failed', error: new Error('offline') }));
    expect([input('Name').value, input('Email').value, alerts().length]).toEqual(['Asha', 'asha@example.in', 0]);
    expect(screen.getByText('Send')).toBeTruthy();
  });

  it('ignores a second submit while the first is on its way, and shows it is sending', async () => {
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const onResult = vi.fn();
    render(<Probe send={send} onResult={onResult} />);
    type('Name', 'Asha');
    type('Email', 'asha@example.in');
    fireEvent.click(screen.getByText('Send'));
    fireEvent.click(screen.getByText('Sending…'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.in', city: '' });
    await act(async () => answer());
    expect(screen.getByText('Send')).toBeTruthy();
    expect(onResult).toHaveBeenCalledWith({ status: 'busy' });
    expect(onResult).toHaveBeenCalledWith({ status: 'sent', result: undefined });
  });

  it('resets to the initial values without messages', () => {
    render(<Probe send={() => Promise.resolve()} />);
    type('Name', 'Asha');
    fireEvent.click(screen.getByText('Send'));
    fireEvent.click(screen.getByText('Clear'));
    expect([input('Name').value, alerts()]).toEqual(['', []]);
  });

  it('focuses the first field in error inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    root.append(mount);
    render(<Probe send={() => Promise.resolve()} />, { container: mount });
    const field = (name: string) => Array.from(root.querySelectorAll('label')).find((l) => l.textContent === name)?.querySelector('input');
    fireEvent.change(field('Name') as HTMLInputElement, { target: { value: 'Asha' } });
    fireEvent.click(Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'Send') as HTMLButtonElement);
    await waitFor(() => expect(deepActiveElement()).toBe(field('Email')));
    host.remove();
  });
});

describe('useForm with a choice group', () => {
  function Choices() {
    const form = useForm<{ size: string }>({ initial: { size: '' }, validate: (v) => (v.size ? {} : { size: 'Choose a size' }) });
    return (
      <form ref={form.formRef} onSubmit={(e) => (e.preventDefault(), form.check())}>
        <fieldset aria-invalid={form.errors.size ? true : undefined}>
          <legend>Size</legend>
          {['Small', 'Large'].map((size) => (
            <label key={size}>
              <input type="radio" name="size" value={size} checked={form.values.size === size} onChange={() => form.setField('size', size)} />
              {size}
            </label>
          ))}
        </fieldset>
        <button type="submit">Send</button>
      </form>
    );
  }

  it('focuses the first choice of a group marked in error', async () => {
    render(<Choices />);
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Small')));
  });
});

describe('schemaErrors and serverFieldErrors', () => {
  it('reads the first message per field of a refused body', () => {
    expect(schemaErrors(Request, { name: ' ', email: 'x', city: 'Pune' })).toEqual({ name: 'Name is required', email: 'Enter a valid email' });
    expect(schemaErrors(Request, { name: 'Asha', email: 'a@b.in', city: 'Pune' })).toEqual({});
  });

  it('reads an ApiError’s fieldErrors, or an `errors` body (the first of a list)', () => {
    expect(serverFieldErrors({ fieldErrors: { email: 'Taken' } })).toEqual({ email: 'Taken' });
    expect(serverFieldErrors({ body: { errors: { email: ['Taken', 'Other'], page: 2 } } })).toEqual({ email: 'Taken' });
    expect(serverFieldErrors({ errors: { name: 'Required' } })).toEqual({ name: 'Required' });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});
