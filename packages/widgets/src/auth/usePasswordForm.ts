import { useState } from 'react';
import { errorText, fieldErrorsOf } from './errors.ts';
import type { FormStatus } from './PasswordForms.tsx';
import { hasErrors, validateAll } from './validation.ts';

/**
 * State of a password form: values kept while typing, errors on blur and submit (and live once
 * shown), server field errors beside their fields, otherwise the server's message.
 */
export function usePasswordForm<K extends string>(options: {
  fields: readonly K[];
  initial: Record<K, string>;
  check: (field: K, values: Record<K, string>) => string | undefined;
  serverFields: Record<string, K>;
  fallback: string;
  send: (values: Record<K, string>) => Promise<unknown>;
  onDone?: () => void;
}) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('editing');

  const onChange = (field: K, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((e) => {
      const out = { ...e };
      for (const f of options.fields) if (e[f]) out[f] = options.check(f, next);
      return out;
    });
  };
  const onBlur = (field: K) => {
    if (!values[field] && !errors[field]) return;
    setErrors((e) => ({ ...e, [field]: options.check(field, values) }));
  };
  const onSubmit = async () => {
    setFailure(null);
    const found = validateAll(options.fields, values, options.check);
    setErrors(found);
    if (hasErrors(found)) return;
    setStatus('submitting');
    try {
      await options.send(values);
      setStatus('done');
      options.onDone?.();
    } catch (error) {
      const byField = fieldErrorsOf(error, options.serverFields);
      setErrors(byField);
      if (!hasErrors(byField)) setFailure(errorText(error, options.fallback));
      setStatus('editing');
    }
  };
  return { values, errors, failure, status, onChange, onBlur, onSubmit: () => void onSubmit() };
}
