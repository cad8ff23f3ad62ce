import { es } from '@tu360/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * For a container that scrolls sideways when its content is wider (a table on a phone): while it does, it must
 * be reachable by keyboard to be scrolled (axe-core's scrollable-region-focusable), so it becomes a focusable
 * region, named after the table but not as it (landmarks' names are unique); when everything fits, it adds no
 * tab stop.
 */
export function useSidewaysScroll<E extends HTMLElement>(
  label: string,
): { ref: RefObject<E | null>; regionProps: Record<string, unknown> } {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Read when the observer reports (its first report comes once the browser has laid the table out, and then on
    // every change of size), never right after rendering: reading the widths then would make the browser lay the
    // whole page out before it paints, a long task on a phone.
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    // The content grows when rows arrive: watch it too.
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return {
    ref,
    regionProps: overflows
      ? { tabIndex: 0, role: 'region', 'aria-label': es.common.scrollsSideways(label) }
      : {},
  };
}
