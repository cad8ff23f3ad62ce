import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es, formatCop } from '@tu360/domain';
import type { PriceItem, PricePreview } from '@tu360/domain/contracts';
import { useState } from 'react';
import { filterQuery, useUrlFilters } from '../../../components/property-filters/filter-params.ts';
import { PropertiesFilters } from '../../../components/property-filters/properties-filters.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { type PreviewSource, useApplyPrices, usePreviewPrices, usePriceProducts } from '../api/prices.ts';
import { applicableChanges } from '../preview-rows.ts';
import { changesOf, checkTypedPrice, withPercent } from '../price-edits.ts';
import { PriceHistory } from './price-history.tsx';
import { PricePreviewDialog } from './price-preview-dialog.tsx';
import { PriceSheet } from './price-sheet.tsx';
import { type PriceSort, PriceTable } from './price-table.tsx';
import { SelectionBar } from './selection-bar.tsx';

const U = es.pricesUi;

interface Shown {
  source: PreviewSource;
  data: PricePreview;
}
interface Outcome {
  success: boolean;
  title: string;
  text: string;
}

/**
 * The price update of one project: its properties (the property list's filters, kept in the address; pages; a
 * selection kept across pages, cleared by new filters so that it holds only rows they leave), a new price typed
 * per selected row or a percentage for the selection, or the price sheet (of the filtered rows); both lead to the
 * same preview, then to the apply; and the history of updates with its undo.
 */
export function PriceWorkspace({ sellerId }: { sellerId: string }) {
  const [filters, setFilters] = useUrlFilters();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<PriceSort>({ field: 'refId', order: 'asc' });
  /** The selected properties of every page, as listed when chosen. */
  const [picked, setPicked] = useState<ReadonlyMap<number, PriceItem>>(new Map());
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [failure, setFailure] = useState<{ message: string; outdated: boolean } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [outcomeOpen, setOutcomeOpen] = useState(false);
  const tell = (o: Outcome) => {
    setOutcome(o);
    setOutcomeOpen(true);
  };
  const toast = useToast();

  /** The list's filters, by get-realstates' names: the list and the sheet ask the server the same. */
  const filter = filterQuery(filters);
  const products = usePriceProducts({
    SellerId: sellerId,
    PageNumber: page + 1,
    ...filter,
    field: sort.field,
    order: sort.order,
  });
  const items = products.data?.data ?? [];
  const median = products.data?.medianPricePerM2 ?? null;
  const preview = usePreviewPrices();
  const apply = useApplyPrices();

  // The page's rows as listed now (a price applied since is the current one), the others as they were chosen.
  const listed = new Map(items.map((i) => [i.productId, i]));
  const selectedItems = [...picked.values()].map((i) => listed.get(i.productId) ?? i);
  const select = (next: Set<number>) => {
    const kept = new Map<number, PriceItem>();
    for (const id of next) {
      const item = listed.get(id) ?? picked.get(id);
      if (item) kept.set(id, item);
    }
    setPicked(kept);
    setProblem(null);
  };
  const clear = () => {
    setPicked(new Map());
    setTyped({});
    setFieldErrors({});
    setProblem(null);
  };
  const type = (productId: number, text: string) => {
    setTyped((t) => ({ ...t, [productId]: text }));
    // A field already marked is judged again as it is corrected.
    const item = listed.get(productId) ?? picked.get(productId);
    if (item && fieldErrors[productId] !== undefined) {
      const error = checkTypedPrice(item, text, median).error;
      setFieldErrors(({ [productId]: _, ...rest }) => (error ? { ...rest, [productId]: error } : rest));
    }
  };
  const percent = (n: number) => {
    const next = withPercent(selectedItems, n, typed);
    setTyped(next);
    setFieldErrors(changesOf(selectedItems, next, median).errors);
    setProblem(selectedItems.some((i) => !i.price) ? U.noPrice : null);
  };

  const show = (source: PreviewSource) =>
    preview.mutate(source, {
      onSuccess: (data) => {
        setShown({ source, data });
        setFailure(null);
        setDialogOpen(true);
      },
      onError: (error) => {
        // A new preview asked from the dialog (after a 409) says why it failed there.
        if (dialogOpen) setFailure({ message: errorMessage(error), outdated: false });
        else if (source.kind === 'sheet')
          toast.show({ severity: 'error', title: U.actionFailed, text: errorMessage(error) });
        else setProblem(errorMessage(error));
      },
    });
  const previewSelection = () => {
    const { changes, errors } = changesOf(selectedItems, typed, median);
    setFieldErrors(errors);
    const firstBad = Object.keys(errors)[0];
    if (firstBad) {
      setProblem(U.fixFields);
      return;
    }
    if (!changes.length) {
      setProblem(U.nothingTyped);
      return;
    }
    setProblem(null);
    show({ kind: 'changes', sellerId, changes });
  };
  const applyShown = (acceptedWarnings: number[]) => {
    if (!shown) return;
    apply.mutate(
      {
        sellerId,
        changes: applicableChanges(shown.data),
        previewToken: shown.data.previewToken,
        acceptedWarnings,
      },
      {
        onSuccess: (answer) => {
          setDialogOpen(false);
          setFailure(null);
          if (shown.source.kind === 'changes') clear();
          tell({ success: true, title: es.prices.appliedTitle, text: es.prices.applied(answer.count) });
        },
        onError: (error) =>
          setFailure({
            message: errorMessage(error, U.applyFailed),
            outdated: error instanceof ApiError && error.status === 409,
          }),
      },
    );
  };

  return (
    <>
      <PropertiesFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
          // As on the properties list: new filters start with nothing selected, so that the percentage and the
          // preview only reach rows the filters leave.
          clear();
        }}
      />
      {products.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(products.error)}
        </Alert>
      )}
      <SelectionBar
        count={picked.size}
        previewing={preview.isPending && preview.variables?.kind === 'changes'}
        problem={problem}
        onPercent={percent}
        onPreview={previewSelection}
        onClear={clear}
      />
      {median !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {U.median(formatCop(median))}
        </Typography>
      )}
      <PriceTable
        items={items}
        total={products.data?.totalData ?? 0}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        loading={products.isFetching}
        selected={new Set(picked.keys())}
        onSelectedChange={select}
        typed={typed}
        onType={type}
        errors={fieldErrors}
      />
      <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <PriceSheet
          sellerId={sellerId}
          filter={filter}
          previewing={preview.isPending && preview.variables?.kind === 'sheet'}
          onPreview={(file) => show({ kind: 'sheet', sellerId, file })}
          onError={(text) => toast.show({ severity: 'error', title: U.actionFailed, text })}
        />
      </Box>
      <PriceHistory
        sellerId={sellerId}
        onUndone={(count) =>
          tell({ success: true, title: es.prices.undoneTitle, text: es.prices.undone(count) })
        }
        onUndoFailed={(reason) => tell({ success: false, title: U.undoFailed, text: reason })}
      />
      <PricePreviewDialog
        open={dialogOpen}
        preview={shown?.data ?? null}
        applying={apply.isPending}
        previewing={preview.isPending}
        failure={failure}
        onApply={applyShown}
        onPreviewAgain={() => shown && show(shown.source)}
        onClose={() => {
          setDialogOpen(false);
          setFailure(null);
        }}
      />
      <ResultDialog
        open={outcomeOpen}
        success={outcome?.success ?? true}
        title={outcome?.title ?? ''}
        text={outcome?.text ?? ''}
        onClose={() => setOutcomeOpen(false)}
      />
      {toast.element}
    </>
  );
}
