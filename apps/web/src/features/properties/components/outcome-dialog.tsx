import { useState } from 'react';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';

export interface Outcome {
  success: boolean;
  title: string;
  text: string;
}

/** The success or error dialog of a lifecycle action (spec section 8). */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const element = (
    <ResultDialog
      open={!!outcome}
      success={!!outcome?.success}
      title={outcome?.title ?? ''}
      text={outcome?.text ?? ''}
      onClose={() => setOutcome(null)}
    />
  );
  return { show: setOutcome, element };
}
