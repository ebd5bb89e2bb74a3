import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('ties its label to the control; no message, no hint: nothing described, nothing invalid', () => {
    render(<Field label="Stock">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('Stock');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.closest('.dash-field')).not.toBeNull();
  });

  it('marks the control invalid and describes it by its hint, then its message (announced)', () => {
    render(
      <Field label="Code" hint="Letters and digits" error="Code taken" className="dash-field--wide">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const [hint, error] = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(hint?.textContent).toBe('Letters and digits');
    expect(error?.textContent).toBe('Code taken');
    expect(screen.getByRole('alert').textContent).toBe('Code taken');
    expect(input.closest('.dash-field')?.classList.contains('dash-field--wide')).toBe(true);
  });

  it('shows a required field’s asterisk and, when not announced, its message quietly', () => {
    render(
      <Field label="Title" required announced={false} error="Title is required">
        {(control) => <input {...control} required />}
      </Field>,
    );
    const input = screen.getByLabelText('Title *');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Title is required');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
