import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import { es, isViewerRole, PAGE_TITLES, ROUTES } from '@tu360/domain';
import type { PropertyItem } from '@tu360/domain/contracts';
import { Link } from 'react-router';
import { PropertiesFilters } from '../../../components/property-filters/properties-filters.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { useStores } from '../../../lib/stores.ts';
import { useProperties } from '../api/get-properties.ts';
import { PropertiesTable, type PropertyColumn } from '../components/properties-table.tsx';
import { propertyColumns as col } from '../components/property-columns.tsx';
import { type FromState, propertyPath } from '../paths.ts';
import { usePropertyList } from '../use-property-list.ts';
import { usePropertyScope } from '../use-property-scope.ts';

const U = es.propertyUi;

/** /catalogo/inmuebles-rechazados (store users): the Rejected properties with their reasons and a link to edit. */
export default function RejectedPropertiesPage() {
  const role = useEffectiveRole();
  const stores = useStores();
  const scope = usePropertyScope();
  const state = usePropertyList(scope.sellerId ?? '');
  const list = useProperties({
    ...state.query,
    SellerId: scope.sellerId ?? undefined,
    SkuStatus: 'Rejected',
  });
  const canWriteRow = (item: PropertyItem) => {
    const r = stores.data?.data.find((s) => s.id === item.sellerId)?.role ?? role;
    return roleCan(r, 'catalog.write') && !isViewerRole(r);
  };

  const columns: PropertyColumn[] = [
    col.image,
    col.name,
    col.project,
    col.price,
    col.reason,
    col.updatedAt,
    {
      key: 'actions',
      label: es.common.actions,
      render: (p) => {
        const edit = canWriteRow(p);
        return (
          <Button
            component={Link}
            to={propertyPath(p.productId)}
            state={{ from: ROUTES.rejectedProperties } satisfies FromState}
            size="small"
            variant={edit ? 'contained' : 'outlined'}
            startIcon={edit ? <EditRounded aria-hidden /> : <VisibilityRounded aria-hidden />}
            aria-label={edit ? U.editOf(p.name) : U.viewOf(p.name)}
          >
            {edit ? U.edit : U.view}
          </Button>
        );
      },
    },
  ];

  return (
    <PageFrame title={PAGE_TITLES[ROUTES.rejectedProperties]}>
      <PropertiesFilters value={state.filters} hideStatus onChange={state.changeFilters} />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error)}
        </Alert>
      )}
      <PropertiesTable
        caption={PAGE_TITLES[ROUTES.rejectedProperties]}
        columns={columns}
        items={list.data?.data ?? []}
        total={list.data?.totalData ?? 0}
        totalEstimated={list.data?.totalDataEstimated}
        {...state.table}
        loading={list.isFetching}
        empty={U.rejected.empty}
      />
    </PageFrame>
  );
}
