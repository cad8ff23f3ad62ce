import { useQueryClient } from '@tanstack/react-query';
import { es, PROPERTY_SAVE_TOAST_MS, type PropertyFlow, type PropertyStep } from '@tu360/domain';
import type { PropertySaveAnswer } from '@tu360/domain/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { ToastMessage } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { citiesQuery, departmentsQuery } from '../../../../lib/lookups.ts';
import { useSaveProperty } from '../../api/save-property.ts';
import { bodyOf, formFieldOf, type PropertyFormValues } from '../../form-values.ts';

const P = es.property;

/** The toast of a failed save (spec section 8): network or server failure, else the server's Message. */
export function saveErrorToast(error: unknown): ToastMessage {
  const broken = !(error instanceof ApiError) || error.status >= 500;
  return {
    severity: 'error',
    title: P.saveErrorTitle,
    text: broken ? P.saveErrorText : (error.serverMessage ?? es.common.genericError),
  };
}

export const savedToast: ToastMessage = {
  severity: 'success',
  title: P.savedTitle,
  text: P.savedText,
  autoHideMs: PROPERTY_SAVE_TOAST_MS,
};

/** The server's `errors: [{ field, message }]`, put under the fields they name. */
function mapServerErrors(error: unknown, form: UseFormReturn<PropertyFormValues>) {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return;
  const list = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = typeof item.field === 'string' ? formFieldOf(item.field) : undefined;
    if (field && typeof item.message === 'string')
      form.setError(field, { type: 'server', message: item.message });
  }
}

/** Saves the values of a wizard step through the flow's endpoint; the caller moves on when it succeeds. */
export function useSaveStep(opts: {
  form: UseFormReturn<PropertyFormValues>;
  flow: PropertyFlow;
  productId: number | undefined;
  stored: { key: string; value: string | null }[] | undefined;
  onSaved: (answer: PropertySaveAnswer, step: PropertyStep) => void;
  onToast: (toast: ToastMessage) => void;
}) {
  const qc = useQueryClient();
  const save = useSaveProperty();
  const run = async (values: PropertyFormValues, step: PropertyStep) => {
    let departmentName = '';
    let cityName = '';
    try {
      if (values.department) {
        const departments = await qc.fetchQuery(departmentsQuery);
        departmentName = departments.find((d) => d.id === values.department)?.name ?? '';
      }
      if (values.department && values.municipality) {
        const cities = await qc.fetchQuery(citiesQuery(values.department));
        cityName = cities.find((c) => c.id === values.municipality)?.name ?? '';
      }
    } catch {
      // Without the lookups the ids still go; the names are only the details' copy of them.
    }
    const body = bodyOf(values, {
      productId: opts.productId,
      step,
      departmentName,
      cityName,
      stored: opts.stored,
    });
    try {
      const answer = await save.mutateAsync({ agency: opts.flow === 'agency', body });
      opts.onSaved(answer, step);
    } catch (error) {
      mapServerErrors(error, opts.form);
      opts.onToast(saveErrorToast(error));
    }
  };
  return { run, pending: save.isPending };
}
