import { persistentAtom } from '@nanostores/persistent';

/** A JSON value kept in localStorage and synced across tabs. */
export function persistentJson<T>(key: string, initial: T) {
  return persistentAtom<T>(key, initial, {
    encode: JSON.stringify,
    decode(raw) {
      try {
        return JSON.parse(raw) as T;
      } catch {
        return initial;
      }
    },
  });
}
