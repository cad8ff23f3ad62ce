import { es } from '@tu360/domain';
import { useEffect } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  type PropertyRef,
  useDeleteProperties,
  useHideProperties,
  useRequestPropertyApproval,
} from '../api/property-state.ts';
import type { Outcome } from './outcome-dialog.tsx';

const P = es.property;
const U = es.propertyUi;

export type BulkDialog = 'hide' | 'delete' | 'request';

export interface BulkActionDialogsProps {
  dialog: BulkDialog | null;
  selected: PropertyRef[];
  onClose: () => void;
  /** After a success: the list clears its selection. */
  onDone: () => void;
  showOutcome: (outcome: Outcome) => void;
  /** Whether a call is on its way (the toolbar's buttons wait for it). */
  onPendingChange: (pending: boolean) => void;
}

/**
 * The dialogs of the list's bulk actions and their calls: loaded the first time one opens (with the query
 * library's mutations), not with the list's first paint.
 */
export default function BulkActionDialogs(props: BulkActionDialogsProps) {
  const { dialog, selected, onClose, onDone, showOutcome, onPendingChange } = props;
  const hide = useHideProperties();
  const remove = useDeleteProperties();
  const request = useRequestPropertyApproval();
  const pending = hide.isPending || remove.isPending || request.isPending;
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  const fail = (e: unknown) => {
    onClose();
    showOutcome({ success: false, title: P.bulkErrorTitle, text: errorMessage(e) });
  };
  const ok = (title: string, text: string) => {
    onClose();
    onDone();
    showOutcome({ success: true, title, text });
  };

  return (
    <>
      <ReasonDialog
        open={dialog === 'hide'}
        title={U.hideQuestion(selected.length)}
        text={U.selectedCount(selected.length)}
        label={U.reason}
        confirmLabel={U.hide}
        pending={hide.isPending}
        onCancel={onClose}
        onConfirm={(reason) =>
          hide.mutate(
            { items: selected, reason },
            { onSuccess: () => ok(P.bulkOkTitle, P.bulkOkText), onError: fail },
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={U.deleteQuestion(selected.length)}
        text={`${U.selectedCount(selected.length)}. ${U.deleteText}`}
        confirmLabel={U.remove}
        pending={remove.isPending}
        onCancel={onClose}
        onConfirm={() =>
          remove.mutate(selected, {
            onSuccess: () => ok(P.removedTitle(selected.length), P.removedText(selected.length)),
            onError: fail,
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'request'}
        title={U.requestApprovalQuestion(selected.length)}
        text={U.selectedCount(selected.length)}
        confirmLabel={U.requestApproval}
        pending={request.isPending}
        onCancel={onClose}
        onConfirm={() =>
          request.mutate(selected, { onSuccess: () => ok(P.bulkOkTitle, P.bulkOkText), onError: fail })
        }
      />
    </>
  );
}
