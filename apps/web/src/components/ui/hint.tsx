import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, type ReactElement, Suspense } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * A visual hint on hover, for controls whose accessible name is already their aria-label (the collapsed menu's
 * icons). MUI's Tooltip and its positioning engine (10 KB compressed) load the first time a hint has a title
 * (the menu is collapsed), not with every page: with an empty title the control renders alone.
 */
export function Hint({
  title,
  placement,
  children,
}: {
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement;
}) {
  if (!title) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement={placement}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
