import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Puts the server's `errors: [{ field, message }]` (the ValidationMessage of a 400, or a refusal that names its
 * field) under the fields they name, so
 * that a refusal of the server reads like the form's own. `fieldOf` turns the server's field name into the
 * form's (null: not a field of this form); by default the names are the same (`projects.0.role`). Answers how
 * many were placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (field: string) => Path<T> | null,
): number {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return 0;
  const list = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return 0;
  let placed = 0;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field !== 'string' || typeof item.message !== 'string') continue;
    const field = fieldOf(item.field);
    if (!field) continue;
    setError(field, { type: 'server', message: item.message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
