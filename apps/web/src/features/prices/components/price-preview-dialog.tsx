import { lazyWhenOpen } from '../../../components/ui/mount-when.tsx';
import type { PricePreviewDialogProps } from './price-preview-dialog-view.tsx';

export type { PricePreviewDialogProps };

/** Its code (the dialog, its table) loads when a preview first opens: the page's first load does not carry it. */
export const PricePreviewDialog = lazyWhenOpen<PricePreviewDialogProps>(() =>
  import('./price-preview-dialog-view.tsx').then((m) => m.PricePreviewDialogView),
);
