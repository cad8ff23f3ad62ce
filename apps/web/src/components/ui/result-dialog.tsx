import { lazyWhenOpen } from './mount-when.tsx';
import type { ResultDialogProps } from './result-dialog-view.tsx';

export type { ResultDialogProps };

/** Its code (and its Modal) loads when it first opens: a page that never opens it does not download it. */
export const ResultDialog = lazyWhenOpen<ResultDialogProps>(() =>
  import('./result-dialog-view.tsx').then((m) => m.ResultDialogView),
);
