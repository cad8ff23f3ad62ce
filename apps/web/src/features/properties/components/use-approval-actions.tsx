import { useQueryClient } from '@tanstack/react-query';
import { APPROVED_TO_UPDATE_CLEAR_MS, es, type PropertyStatus } from '@tu360/domain';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { propertyKeys } from '../api/keys.ts';
import {
  type PropertyRef,
  updatePropertyState,
  useApproveProperties,
  useHideProperties,
} from '../api/property-state.ts';
import { useOutcome } from './outcome-dialog.tsx';

const P = es.property;
const A = es.propertyUi.approvals;

export interface NamedRef extends PropertyRef {
  name: string;
}

/**
 * Approve (one from the list or many: onapprobation-realstates), reject with a reason (the rows change to Rechazado
 * in place) and hide in bulk, with the dialogs of spec section 8. Approved rows show Publicado until the
 * approvedToUpdate flag clears (APPROVED_TO_UPDATE_CLEAR_MS), then the list reloads.
 */
export function useApprovalActions(onDone: () => void) {
  const qc = useQueryClient();
  const approve = useApproveProperties();
  const hide = useHideProperties();
  const outcome = useOutcome();
  const [overrides, setOverrides] = useState<Map<number, PropertyStatus>>(new Map());
  const [approvedToUpdate, setApprovedToUpdate] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<{ kind: 'approve' | 'reject' | 'hide'; items: NamedRef[] } | null>(
    null,
  );
  const [rejecting, setRejecting] = useState(false);

  useEffect(() => {
    if (!approvedToUpdate.size) return;
    const timer = setTimeout(() => {
      setApprovedToUpdate(new Set());
      setOverrides((all) => new Map([...all].filter(([, status]) => status !== 'Published')));
      void qc.invalidateQueries({ queryKey: propertyKeys.approvals });
    }, APPROVED_TO_UPDATE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [approvedToUpdate, qc]);

  const mark = (items: PropertyRef[], status: PropertyStatus) =>
    setOverrides((all) => new Map([...all, ...items.map((i) => [i.productId, status] as const)]));
  const fail = (e: unknown) => {
    setDialog(null);
    outcome.show({ success: false, title: P.bulkErrorTitle, text: errorMessage(e) });
  };

  const runApprove = (items: NamedRef[]) =>
    approve.mutate(items, {
      onSuccess: (answer) => {
        setDialog(null);
        mark(items, 'Published');
        setApprovedToUpdate(new Set(items.map((i) => i.productId)));
        onDone();
        outcome.show({
          success: true,
          title: P.bulkOkTitle,
          text: `${P.bulkOkText}. ${A.approvedTotal(answer.total)}`,
        });
      },
      onError: fail,
    });

  const runReject = async (items: NamedRef[], reason: string) => {
    setRejecting(true);
    const done: NamedRef[] = [];
    try {
      for (const item of items) {
        await updatePropertyState({ ...item, status: 'Rejected', message: reason });
        done.push(item);
      }
      setDialog(null);
      outcome.show({ success: true, title: P.rejectedCount(done.length), text: A.rejectedText });
    } catch (e) {
      fail(e);
    } finally {
      setRejecting(false);
      mark(done, 'Rejected');
      onDone();
      void qc.invalidateQueries({ queryKey: propertyKeys.all });
    }
  };

  const runHide = (items: NamedRef[], reason: string) =>
    hide.mutate(
      { items, reason },
      {
        onSuccess: () => {
          setDialog(null);
          mark(items, 'Hidden');
          onDone();
          outcome.show({ success: true, title: P.bulkOkTitle, text: P.bulkOkText });
        },
        onError: fail,
      },
    );

  const count = dialog?.items.length ?? 0;
  const single = count === 1 ? dialog?.items[0].name : undefined;
  const elements = (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'approve'}
        title={count === 1 ? A.approveOneQuestion : A.approveQuestion}
        text={`${single ?? es.propertyUi.selectedCount(count)}. ${A.approveText(count)}`}
        confirmLabel={A.approve}
        pending={approve.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog && runApprove(dialog.items)}
      />
      <ReasonDialog
        open={dialog?.kind === 'reject'}
        title={count === 1 ? A.rejectOneQuestion : A.rejectQuestion}
        text={single ?? es.propertyUi.selectedCount(count)}
        label={A.rejectReason}
        confirmLabel={A.reject}
        pending={rejecting}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) => dialog && void runReject(dialog.items, reason)}
      />
      <ReasonDialog
        open={dialog?.kind === 'hide'}
        title={es.propertyUi.hideQuestion(count)}
        text={single ?? es.propertyUi.selectedCount(count)}
        label={es.propertyUi.reason}
        confirmLabel={es.propertyUi.hide}
        pending={hide.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) => dialog && runHide(dialog.items, reason)}
      />
      {outcome.element}
    </>
  );

  return {
    /** Status shown for a row: what was decided here, else the server's. */
    statusOf: (productId: number, status: PropertyStatus) => overrides.get(productId) ?? status,
    decided: (productId: number) => overrides.has(productId),
    approvedToUpdate,
    /** Approves at once; the buttons ask first (ask('approve', …)), this is what the confirmation runs. */
    approveNow: (items: NamedRef[]) => runApprove(items),
    ask: (kind: 'approve' | 'reject' | 'hide', items: NamedRef[]) => setDialog({ kind, items }),
    pending: approve.isPending || hide.isPending || rejecting,
    elements,
  };
}
