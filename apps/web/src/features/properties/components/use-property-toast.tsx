import { useCallback } from 'react';
import { type ToastMessage, useToast } from '../../../components/ui/toast.tsx';

/** The page's toast; a new one replaces the one showing and starts its own time (10 s after a save). */
export function usePropertyToast() {
  const toast = useToast();
  const { show } = toast;
  const replace = useCallback(
    (next: ToastMessage) => {
      show(null);
      setTimeout(() => show(next), 60);
    },
    [show],
  );
  return { show: replace, element: toast.element };
}
