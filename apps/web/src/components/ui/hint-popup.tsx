import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import { useEffect } from 'react';

/** Tooltip colours of MUI's default theme, so that a hint looks like the tooltips users know. */
const BACKGROUND = 'rgba(97, 97, 97, 0.92)';
const ARROW = 6;

/** Where the arrow sits for each side the popup opens on (Popper writes the side it chose in data-popper-placement). */
const ARROW_AT = {
  '&[data-popper-placement^="top"] .hint-arrow': {
    bottom: -ARROW,
    left: `calc(50% - ${ARROW}px)`,
    borderTopColor: BACKGROUND,
    borderBottomWidth: 0,
  },
  '&[data-popper-placement^="bottom"] .hint-arrow': {
    top: -ARROW,
    left: `calc(50% - ${ARROW}px)`,
    borderBottomColor: BACKGROUND,
    borderTopWidth: 0,
  },
  '&[data-popper-placement^="right"] .hint-arrow': {
    left: -ARROW,
    top: `calc(50% - ${ARROW}px)`,
    borderRightColor: BACKGROUND,
    borderLeftWidth: 0,
  },
  '&[data-popper-placement^="left"] .hint-arrow': {
    right: -ARROW,
    top: `calc(50% - ${ARROW}px)`,
    borderLeftColor: BACKGROUND,
    borderRightWidth: 0,
  },
};

/**
 * The popup of a Hint, anchored to the control it describes. It is loaded the first time someone points at or
 * focuses such a control, and it never wraps the control: the control stays the same element, so a click or a
 * keyboard focus that opened the hint is never lost.
 */
export default function HintPopup({
  id,
  anchor,
  title,
  placement = 'bottom',
  arrow = false,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  title: string;
  placement?: PopperPlacementType;
  arrow?: boolean;
  onClose: () => void;
}) {
  // WCAG 1.4.13: a hint that appeared on hover or focus can be dismissed with Escape without moving.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    // Popper's root carries role="tooltip"; the control points at it by its id.
    <Popper
      id={id}
      open
      anchorEl={anchor}
      placement={placement}
      modifiers={[{ name: 'offset', options: { offset: [0, arrow ? 10 : 6] } }]}
      sx={{ zIndex: 'tooltip', pointerEvents: 'none', ...ARROW_AT }}
    >
      <div
        style={{
          position: 'relative',
          background: BACKGROUND,
          color: '#fff',
          borderRadius: 4,
          padding: '4px 8px',
          fontSize: '0.6875rem',
          fontWeight: 500,
          lineHeight: 1.4,
          maxWidth: 300,
          overflowWrap: 'break-word',
        }}
      >
        {title}
        {arrow && (
          <span
            className="hint-arrow"
            aria-hidden
            style={{ position: 'absolute', width: 0, height: 0, border: `${ARROW}px solid transparent` }}
          />
        )}
      </div>
    </Popper>
  );
}
