import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail, LoadStatus, LoadTemplate } from '@tu360/domain/contracts';
import { call, download, saveFile } from '../../../lib/api-client.ts';

/** Query keys of the bulk loads feature. */
export const bulkLoadKeys = {
  all: ['bulk-loads'] as const,
  history: ['bulk-loads', 'history'] as const,
  detail: (id: string) => ['bulk-loads', 'detail', id] as const,
};

/** The history's page size (the brief: 10 a page). */
export const HISTORY_PAGE_SIZE = 10;
/** How often a running load is asked for its progress. */
export const POLL_MS = 1000;

/** A load still running on the server: its progress is polled. */
export const isRunning = (status: LoadStatus | undefined) => status === 'Validating' || status === 'Applying';

/** One load with its progress and row errors; polled every second while it runs. */
export function useBulkLoad(id: string | null) {
  return useQuery({
    queryKey: bulkLoadKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call('GET /bulk-load/api/v1/loads/{id}', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
    refetchInterval: (q) => (isRunning(q.state.data?.status) ? POLL_MS : false),
  });
}

export interface HistoryFilter {
  constructorId: string;
  sellerId?: string | null;
  /** One-based. */
  page: number;
}

/** A page of the loads of the builder (or one of its projects), the most recent first. */
export function useBulkLoads(f: HistoryFilter, running: boolean) {
  return useQuery({
    queryKey: [...bulkLoadKeys.history, f],
    queryFn: ({ signal }) =>
      call('GET /bulk-load/api/v1/loads', {
        query: {
          ConstructorId: f.constructorId,
          SellerId: f.sellerId ?? undefined,
          PageNumber: f.page,
          PageSize: HISTORY_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // While a load of the page runs, its row moves too.
    refetchInterval: running ? POLL_MS * 3 : false,
  });
}

/** What a user uploads: builder properties of a project, agency properties of a project, or projects. */
export type UploadKind = 'builder' | 'agency' | 'projects';

export interface UploadInput {
  kind: UploadKind;
  file: File;
  constructorId: string;
  sellerId: string | null;
  /** Builder properties: the category's template. */
  template: 'Apartment' | 'House' | 'StudioApartment';
}

/** Sends the workbook through the spec's call of its kind; the answer is the new load (202, a dry run). */
export function uploadWorkbook(input: UploadInput): Promise<BulkLoad> {
  const form = new FormData();
  form.append('File', input.file, input.file.name);
  // The server keeps the part's bytes, not its name: the history shows this one.
  form.append('FileName', input.file.name);
  form.append('ConstructorId', input.constructorId);
  if (input.kind === 'projects') return call('POST /seller/api/v3/create-massive-projects/', { form });
  form.append('SellerId', input.sellerId ?? '');
  if (input.kind === 'agency')
    return call('POST /product/api/estateagencysync-massive/v5/create-agency-realstate-massive', { form });
  form.append('TemplateProduct', input.template);
  return call('POST /product/api/productsync-massive/v5/create-product-massive', { form });
}

/** Puts a load's fresh state in the cache and refreshes the history. */
function useStoreLoad() {
  const qc = useQueryClient();
  return (load: BulkLoad) => {
    qc.setQueryData<BulkLoadDetail>(bulkLoadKeys.detail(load.id), (old) => ({
      ...load,
      errors: old?.errors ?? [],
    }));
    void qc.invalidateQueries({ queryKey: bulkLoadKeys.detail(load.id) });
    void qc.invalidateQueries({ queryKey: bulkLoadKeys.history });
  };
}

export function useUploadWorkbook() {
  const store = useStoreLoad();
  return useMutation({ mutationFn: uploadWorkbook, onSuccess: store });
}

export function useConfirmLoad() {
  const store = useStoreLoad();
  return useMutation({
    mutationFn: (id: string) => call('POST /bulk-load/api/v1/loads/{id}/confirm', { params: { id } }),
    onSuccess: store,
  });
}

export function useCancelLoad() {
  const store = useStoreLoad();
  return useMutation({
    mutationFn: (id: string) => call('POST /bulk-load/api/v1/loads/{id}/cancel', { params: { id } }),
    onSuccess: store,
  });
}

/** Downloads a template and hands it to the browser. */
export async function downloadTemplate(template: LoadTemplate): Promise<void> {
  saveFile(await download('GET /bulk-load/api/v1/templates/{template}', { params: { template } }));
}

/** Sends a workbook of references to delete those properties of a project; the answer is the new load (a dry run). */
export function uploadDeletionWorkbook(input: {
  file: File;
  constructorId: string;
  sellerId: string;
}): Promise<BulkLoad> {
  const form = new FormData();
  form.append('File', input.file, input.file.name);
  form.append('FileName', input.file.name);
  form.append('ConstructorId', input.constructorId);
  form.append('SellerId', input.sellerId);
  return call('POST /product/api/productsync-massive/v5/delete-product-massive', { form });
}

export function useUploadDeletionWorkbook() {
  const store = useStoreLoad();
  return useMutation({ mutationFn: uploadDeletionWorkbook, onSuccess: store });
}

/** Downloads the deletion template (one column, "Referencia") and hands it to the browser. */
export async function downloadDeletionTemplate(): Promise<void> {
  saveFile(await download('GET /bulk-load/api/v1/deletion-template'));
}

/** What a zip of images is for: the properties of a project (builder or agency), or the builder's projects. */
export type ImageZipKind = 'builder' | 'agency' | 'projects';

/** Sends a zip of images through the spec's call of its kind (FileZip); the answer is the new load (a dry run). */
export function uploadImageZip(input: {
  kind: ImageZipKind;
  file: File;
  constructorId: string;
  sellerId: string | null;
}): Promise<BulkLoad> {
  const form = new FormData();
  form.append('FileZip', input.file, input.file.name);
  form.append('FileName', input.file.name);
  form.append('ConstructorId', input.constructorId);
  if (input.kind === 'projects') return call('POST /seller/api/v3/create-images-massive-projects', { form });
  form.append('SellerId', input.sellerId ?? '');
  if (input.kind === 'agency')
    return call('POST /product/api/estateagencysync-massive/v5/create-images-agencyrealstates-massive', {
      form,
    });
  return call('POST /product/api/productsync-massive/v5/create-images-product-massive', { form });
}

export function useUploadImageZip() {
  const store = useStoreLoad();
  return useMutation({ mutationFn: uploadImageZip, onSuccess: store });
}

/** Downloads a load's error file (its workbook with an "Errores" column) and hands it to the browser. */
export async function downloadErrorFile(id: string): Promise<void> {
  saveFile(await download('GET /bulk-load/api/v1/loads/{id}/error-file', { params: { id } }));
}

/** The projects of the builder or agency where the signed-in user may load properties (with the role held at each). */
export function useLoadProjects(constructorId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['bulk-loads', 'projects', constructorId],
    queryFn: ({ signal }) =>
      call('GET /seller/api/v1/get-all-by-user', {
        query: {
          PageNumber: FIRST_PAGE,
          PageSize: PAGE_SIZES.storeRequest,
          IdConstructor: constructorId ?? undefined,
        },
        signal,
      }),
    enabled: enabled && !!constructorId,
  });
}
