import { lazyWhenOpen } from './mount-when.tsx';
import type { ReasonDialogProps } from './reason-dialog-view.tsx';

export type { ReasonDialogProps };

/** Its code (and its Modal) loads when it first opens: a page that never opens it does not download it. */
export const ReasonDialog = lazyWhenOpen<ReasonDialogProps>(() =>
  import('./reason-dialog-view.tsx').then((m) => m.ReasonDialogView),
);
