import type { ConfirmDialogProps } from './confirm-dialog-view.tsx';
import { lazyWhenOpen } from './mount-when.tsx';

export type { ConfirmDialogProps };

/** Its code (and its Modal) loads when it first opens: a page that never opens it does not download it. */
export const ConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(() =>
  import('./confirm-dialog-view.tsx').then((m) => m.ConfirmDialogView),
);
