import type { ReactNode } from 'react';

/** Styles that hide content from sight but not from screen readers (as `sx` of an MUI component, or as `style`). */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Text for screen readers only: a plain span with its style inline (set by React through the DOM, which the
 * portal's CSP allows), not a styled component: the shell draws several on every page (issue 10).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHiddenSx}>{children}</span>;
}
