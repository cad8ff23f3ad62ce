import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { effectiveKeyword, FIRST_PAGE, PAGE_SIZES } from '@tu360/domain';
import type { Operations, PriceChange } from '@tu360/domain/contracts';
import { type CallOptions, call, download, saveFile } from '../../../lib/api-client.ts';

/** Query keys of the prices feature. */
export const priceKeys = {
  all: ['prices'] as const,
  products: ['prices', 'products'] as const,
  batches: ['prices', 'batches'] as const,
  projects: (constructorId: string | null) => ['prices', 'projects', constructorId] as const,
};

/** The history's page size. */
export const BATCHES_PAGE_SIZE = 10;

/** The pricing list's query, as the contract types it (the project, filters, page and sort). */
export type PriceListFilter = NonNullable<CallOptions<Operations['getPriceProducts']>['query']>;

/** A page of the project's properties with their prices (the keyword only past 2 characters, as every list). */
export function usePriceProducts(f: PriceListFilter) {
  const filter: PriceListFilter = {
    ...f,
    KeyWord: effectiveKeyword(f.KeyWord) ?? undefined,
    PageSize: PAGE_SIZES.propertyList,
  };
  return useQuery({
    queryKey: [...priceKeys.products, filter],
    queryFn: ({ signal }) => call('GET /product/api/prices/v1/products', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The projects of the builder (or agency) the signed-in user sees, with the role held at each. */
export function usePriceProjects(constructorId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: priceKeys.projects(constructorId),
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

/** The price sheet's filters (the list's, without the project). */
export type PriceSheetFilter = Omit<
  NonNullable<CallOptions<Operations['getPriceSheet']>['query']>,
  'SellerId'
>;

/**
 * Downloads the project's price sheet (.xlsx) with the rows the list's filters leave (every property without a
 * filter; the keyword only past 2 characters, as the list) and hands it to the browser.
 */
export async function downloadPriceSheet(sellerId: string, filter: PriceSheetFilter = {}): Promise<void> {
  const query = { ...filter, SellerId: sellerId, KeyWord: effectiveKeyword(filter.KeyWord) ?? undefined };
  saveFile(await download('GET /product/api/prices/v1/sheet', { query }));
}

/** Where a preview comes from: prices typed on the page, or a filled price sheet. */
export type PreviewSource =
  | { kind: 'changes'; sellerId: string; changes: PriceChange[] }
  | { kind: 'sheet'; sellerId: string; file: File };

/** Asks the server for the preview of a source (nothing is written). */
export function previewOf(source: PreviewSource) {
  if (source.kind === 'changes')
    return call('POST /product/api/prices/v1/preview', {
      json: { SellerId: source.sellerId, changes: source.changes },
    });
  const form = new FormData();
  form.append('File', source.file, source.file.name);
  form.append('SellerId', source.sellerId);
  return call('POST /product/api/prices/v1/preview-sheet', { form });
}

export function usePreviewPrices() {
  return useMutation({ mutationFn: previewOf });
}

/** Refreshes what a price write changes: the list and the history. */
function useRefreshPrices() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: priceKeys.products });
    void qc.invalidateQueries({ queryKey: priceKeys.batches });
    // The catalogue's lists show prices too.
    void qc.invalidateQueries({ queryKey: ['properties'] });
  };
}

export interface ApplyInput {
  sellerId: string;
  changes: PriceChange[];
  previewToken: string;
  acceptedWarnings: number[];
}

export function useApplyPrices() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (input: ApplyInput) =>
      call('POST /product/api/prices/v1/apply', {
        json: {
          SellerId: input.sellerId,
          changes: input.changes,
          previewToken: input.previewToken,
          acceptedWarnings: input.acceptedWarnings,
        },
      }),
    onSuccess: refresh,
  });
}

/** A page of the project's price updates, the most recent first. */
export function usePriceBatches(sellerId: string, page: number) {
  return useQuery({
    queryKey: [...priceKeys.batches, sellerId, page],
    queryFn: ({ signal }) =>
      call('GET /product/api/prices/v1/batches', {
        query: { SellerId: sellerId, PageNumber: page, PageSize: BATCHES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUndoPriceBatch() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) => call('POST /product/api/prices/v1/batches/{id}/undo', { params: { id } }),
    onSuccess: refresh,
  });
}
