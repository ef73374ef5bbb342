import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/http.ts';

/** Puts the server's per-field messages (400 `fields`) on the matching inputs; returns whether any matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let matched = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (known.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}
