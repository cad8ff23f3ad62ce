import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es, isViewerRole, ROUTES } from '@tu360/domain';
import type { PropertyItem } from '@tu360/domain/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PropertiesFilters } from '../../../components/property-filters/properties-filters.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useStores } from '../../../lib/stores.ts';
import { downloadPropertiesReport } from '../api/download-properties-report.ts';
import { useProperties } from '../api/get-properties.ts';
import { PropertiesTable, type PropertyColumn } from '../components/properties-table.tsx';
import { propertyColumns as col } from '../components/property-columns.tsx';
import { useBulkActions } from '../components/use-bulk-actions.tsx';
import { usePropertyList } from '../use-property-list.ts';
import { usePropertyScope } from '../use-property-scope.ts';

const U = es.propertyUi;

/** /catalogo/inmuebles: the properties of the selected store (or builder, or all), with filters and bulk actions. */
export default function PropertiesPage() {
  const user = useSession((s) => s.user);
  const role = useEffectiveRole();
  const stores = useStores();
  const scope = usePropertyScope();
  const list = usePropertyList(`${scope.sellerId}|${scope.constructorId}|${scope.isRealState}`);
  const { selected, setSelected } = list;
  const filter = {
    ...list.query,
    SellerId: scope.sellerId ?? undefined,
    ConstructorId: scope.constructorId ?? undefined,
    IsRealState: scope.isRealState,
    SkuStatus: list.filters.status || undefined,
  };
  const properties = useProperties(filter);
  const items = properties.data?.data ?? [];

  /** Write access per row: the role held at the row's project (store users), else the effective role. */
  const roleAt = (item: PropertyItem) =>
    user?.isAdmin ? role : (stores.data?.data.find((s) => s.id === item.sellerId)?.role ?? role);
  const canWriteRow = (item: PropertyItem) => {
    const r = roleAt(item);
    return roleCan(r, 'catalog.write') && !isViewerRole(r);
  };
  const canWrite = roleCan(role, 'catalog.write') && !isViewerRole(role);
  const canCreate = canWrite && (!user?.isAdmin || !!scope.constructorId);
  const chosen = useMemo(
    () =>
      items
        .filter((i) => selected.has(i.productId))
        .map((i) => ({ productId: i.productId, sellerId: i.sellerId, isRealState: i.isRealState })),
    [items, selected],
  );
  const bulk = useBulkActions(chosen, list.clearSelection);
  if (!user) return null;

  const columns: PropertyColumn[] = [
    col.image,
    col.name,
    user.isAdmin && !scope.constructorId ? col.projectAndBuilder : col.project,
    col.price,
    col.status,
    col.updatedAt,
  ];
  const selectable = canWrite || items.some(canWriteRow);

  return (
    <PageFrame title={U.listTitle}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        {scope.label && <Chip label={scope.label} color="secondary" sx={{ fontWeight: 600 }} />}
        <Box sx={{ ml: 'auto', textAlign: 'right' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <ReportButton
              download={() =>
                // An agency's properties go in the agencies' report; a builder's (or every one) in the offer.
                downloadPropertiesReport(scope.isRealState ?? (!user.isAdmin && !!user.realState), filter)
              }
            />
            {canWrite && (
              <Button
                component={Link}
                to={ROUTES.propertyCreate}
                variant="contained"
                startIcon={<AddRounded aria-hidden />}
                disabled={!canCreate}
              >
                {U.createButton}
              </Button>
            )}
          </Box>
          {canWrite && !canCreate && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 300 }}>
              {U.chooseBuilder}
            </Typography>
          )}
        </Box>
      </Box>
      <PropertiesFilters value={list.filters} onChange={list.changeFilters} />
      {properties.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(properties.error)}
        </Alert>
      )}
      {selectable && bulk.toolbar}
      <PropertiesTable
        caption={U.listCaption}
        columns={columns}
        items={items}
        total={properties.data?.totalData ?? 0}
        totalEstimated={properties.data?.totalDataEstimated}
        {...list.table}
        selection={selectable ? { selected, onChange: setSelected, isSelectable: canWriteRow } : undefined}
        loading={properties.isFetching}
        empty={U.empty}
      />
      {bulk.elements}
    </PageFrame>
  );
}
