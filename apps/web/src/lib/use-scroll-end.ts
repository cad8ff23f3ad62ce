import { INFINITE_SCROLL_THROTTLE_MS } from '@tu360/domain';
import { type UIEvent, useRef } from 'react';

/** How close to the end (px) a scroll must come to load the next page. */
const NEAR_END_PX = 48;

/**
 * The scroll handler of an infinite list (spec section 9): near the end of the scrolling element it asks for the
 * next page, at most once every INFINITE_SCROLL_THROTTLE_MS, and never while a page is loading or none is left.
 */
export function useScrollEnd({
  hasMore,
  loading,
  onEnd,
}: {
  hasMore: boolean;
  loading: boolean;
  onEnd: () => void;
}) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return (event: UIEvent<HTMLElement>) => {
    const now = Date.now();
    if (now - last.current < INFINITE_SCROLL_THROTTLE_MS) return;
    last.current = now;
    const el = event.currentTarget;
    if (hasMore && !loading && el.scrollTop + el.clientHeight >= el.scrollHeight - NEAR_END_PX) onEnd();
  };
}
