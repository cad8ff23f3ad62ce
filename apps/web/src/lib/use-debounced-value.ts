import { NOTIFICATION_SEARCH_DEBOUNCE_MS } from '@tu360/domain';
import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs` (spec section 9: the notification search waits 500 ms after
 * the last keystroke). For the notifications page's search box.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = NOTIFICATION_SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
