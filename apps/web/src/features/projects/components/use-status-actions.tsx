import { useQueryClient } from '@tanstack/react-query';
import { es, projectApprovalGaps } from '@tu360/domain';
import type { ProjectDetail } from '@tu360/domain/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { projectQuery } from '../api/get-project.ts';
import { useUpdateProjectStatus } from '../api/update-project-status.ts';

interface Target {
  id: string;
  name: string;
}

/**
 * "Solicitar aprobación" (→ OnApprobation), "Ocultar" (→ Hide, after "¿Desea ocultar este proyecto?", what it
 * does to the properties, and a reason) and, for a platform administrator, "Volver a mostrar" (Hide →
 * Incomplete), with their toasts and the error dialog.
 */
export function useStatusActions(onToast: (toast: ToastMessage) => void) {
  const client = useQueryClient();
  const mutation = useUpdateProjectStatus();
  const [gaps, setGaps] = useState<string[] | null>(null);
  const [hiding, setHiding] = useState<Target | null>(null);
  const [unhiding, setUnhiding] = useState<Target | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Checks the domain's approval rules on the project as stored, then asks; what it lacks is shown instead. */
  const requestApproval = async (p: Target) => {
    let detail: ProjectDetail;
    try {
      detail = await client.fetchQuery({ ...projectQuery(p.id), staleTime: 0 });
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    const missing = approvalGapsOf(detail);
    if (missing.length) {
      setGaps(missing);
      return;
    }
    mutation.mutate(
      { id: p.id, status: 'OnApprobation' },
      {
        onSuccess: () =>
          onToast({
            severity: 'success',
            title: es.project.approvalRequestedTitle,
            text: es.project.approvalRequestedText(p.name),
          }),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const confirmHide = (reason: string) => {
    if (!hiding) return;
    mutation.mutate(
      { id: hiding.id, status: 'Hide', statusDetail: reason },
      {
        onSuccess: (answer) => {
          setHiding(null);
          onToast({
            severity: 'success',
            title: es.project.hiddenTitle,
            text: es.project.hiddenText(answer.hiddenProperties),
          });
        },
        onError: (e) => {
          setHiding(null);
          setError(errorMessage(e));
        },
      },
    );
  };

  const confirmUnhide = () => {
    if (!unhiding) return;
    const target = unhiding;
    mutation.mutate(
      { id: target.id, status: 'Incomplete' },
      {
        onSuccess: () =>
          onToast({
            severity: 'success',
            title: es.project.unhiddenTitle,
            text: es.project.unhiddenText(target.name),
          }),
        onError: (e) => setError(errorMessage(e)),
        onSettled: () => setUnhiding(null),
      },
    );
  };

  const elements = (
    <>
      <ReasonDialog
        open={!!hiding}
        title={es.project.hideQuestion}
        text={hiding ? es.project.hideConsequences(hiding.name) : undefined}
        label={es.project.reason}
        confirmLabel={es.project.hide}
        pending={mutation.isPending}
        onCancel={() => setHiding(null)}
        onConfirm={confirmHide}
      />
      <ConfirmDialog
        open={!!unhiding}
        title={es.project.unhideQuestion}
        text={unhiding ? es.project.unhideConsequences(unhiding.name) : undefined}
        confirmLabel={es.project.unhide}
        pending={mutation.isPending}
        onCancel={() => setUnhiding(null)}
        onConfirm={confirmUnhide}
      />
      <ResultDialog
        open={!!gaps}
        success={false}
        title={es.project.approvalGaps.title}
        text={gaps ? es.project.approvalGaps.sentence(gaps) : ''}
        onClose={() => setGaps(null)}
      />
      <ResultDialog
        open={!!error}
        success={false}
        title={es.project.statusErrorTitle}
        text={error ?? ''}
        onClose={() => setError(null)}
      />
    </>
  );

  return { requestApproval, hide: setHiding, unhide: setUnhiding, pending: mutation.isPending, elements };
}

/** What a stored project lacks to be sent to approval (the same rules as the server). */
export const approvalGapsOf = (p: ProjectDetail) =>
  projectApprovalGaps({ logo: p.logo, imageCount: p.images.length, detailSellers: p.detailSellers });
