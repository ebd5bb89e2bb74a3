import { useForm } from '@so/ui/form';
import { useState } from 'react';
import { errorText } from './errors.ts';
import type { FormStatus } from './PasswordForms.tsx';
import { validateAll } from './validation.ts';

/**
 * A password form on useForm: values kept while typing, messages on blur and submit (and live
 * once shown: the pair follow each other), server field messages beside their fields, otherwise
 * the server's message.
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
  const { fields, check } = options;
  const form = useForm<Record<K, string>, K>({
    initial: options.initial,
    validate: (v) => validateAll(fields, v, check),
    follows: Object.fromEntries(fields.map((field) => [field, fields])) as Partial<Record<K, readonly K[]>>,
    serverFields: options.serverFields,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = async () => {
    setFailure(null);
    const result = await form.submit(options.send);
    if (result.status === 'sent') {
      setDone(true);
      options.onDone?.();
    } else if (result.status === 'failed') {
      setFailure(errorText(result.error, options.fallback));
    }
  };
  const status: FormStatus = done ? 'done' : form.submitting ? 'submitting' : 'editing';
  return {
    values: form.values,
    errors: form.errors,
    failure,
    status,
    onChange: (field: K, value: string) => form.setField(field, value),
    onBlur: form.blur,
    onSubmit: () => void onSubmit(),
    formRef: form.formRef,
  };
}
