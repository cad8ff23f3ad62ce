import type { PopperPlacementType } from '@mui/material/Popper';
import {
  cloneElement,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useCallback,
  useId,
  useState,
} from 'react';

const HintPopup = lazy(() => import('./hint-popup.tsx'));

interface HintTarget {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

/**
 * A visual hint on hover or keyboard focus, for controls whose accessible name is already their aria-label (the
 * collapsed menu's icons, row actions, the list's completeness lights). The popup and its positioning engine load
 * the first time someone points at or focuses such a control, never with a page: a page with a hundred lights
 * loads nothing more after it paints.
 *
 * The control is rendered in the same place whether the hint is shown or not, so React never replaces it: a
 * control replaced under the pointer between mousedown and mouseup loses the click, and one replaced while
 * focused loses the keyboard focus.
 */
export function Hint({
  title,
  placement,
  arrow,
  describeChild,
  children,
}: {
  title: string;
  placement?: PopperPlacementType;
  arrow?: boolean;
  /** The hint also describes the control to assistive technology (aria-describedby) while it is shown. */
  describeChild?: boolean;
  children: ReactElement;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hide = useCallback(() => setAnchor(null), []);
  const own = children.props as HintTarget;
  const shown = !!title && !!anchor;
  const control = cloneElement(children as ReactElement<HintTarget>, {
    onMouseEnter: (e) => {
      own.onMouseEnter?.(e);
      setAnchor(e.currentTarget);
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      setAnchor(e.currentTarget);
    },
    onMouseLeave: (e) => {
      own.onMouseLeave?.(e);
      hide();
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      hide();
    },
    ...(describeChild && shown
      ? { 'aria-describedby': [own['aria-describedby'], id].filter(Boolean).join(' ') }
      : {}),
  });
  return (
    <>
      {control}
      {shown && (
        <Suspense fallback={null}>
          <HintPopup
            id={id}
            anchor={anchor}
            title={title}
            placement={placement}
            arrow={arrow}
            onClose={hide}
          />
        </Suspense>
      )}
    </>
  );
}
