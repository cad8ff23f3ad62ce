import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es, PAGE_TITLES, ROUTES } from '@tu360/domain';
import type { PropertyItem } from '@tu360/domain/contracts';
import { PropertiesFilters } from '../../../components/property-filters/properties-filters.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Hint } from '../../../components/ui/hint.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { usePropertyApprovals } from '../api/get-properties.ts';
import { PropertiesTable, type PropertyColumn } from '../components/properties-table.tsx';
import { propertyColumns as col } from '../components/property-columns.tsx';
import { type NamedRef, useApprovalActions } from '../components/use-approval-actions.tsx';
import { usePropertyList } from '../use-property-list.ts';
import { usePropertyScope } from '../use-property-scope.ts';

const A = es.propertyUi.approvals;
const refOf = (i: PropertyItem): NamedRef => ({
  productId: i.productId,
  sellerId: i.sellerId,
  isRealState: i.isRealState,
  name: i.name,
});

/** /catalogo/aprobaciones (platform admins): the properties En aprobación, to approve, reject or hide. */
export default function PropertyApprovalsPage() {
  const role = useEffectiveRole();
  const scope = usePropertyScope();
  const state = usePropertyList(`${scope.constructorId}|${scope.isRealState}`);
  const { selected, setSelected } = state;
  const actions = useApprovalActions(state.clearSelection);
  const list = usePropertyApprovals({
    ...state.query,
    ConstructorId: scope.constructorId ?? undefined,
    IsRealState: scope.isRealState,
  });
  const canDecide = roleCan(role, 'catalog.approve');
  const canHide = roleCan(role, 'catalog.write');
  const items = (list.data?.data ?? []).map((i) => ({
    ...i,
    status: actions.statusOf(i.productId, i.status),
  }));
  const chosen = items.filter((i) => selected.has(i.productId)).map(refOf);
  const open = (i: PropertyItem) => !actions.decided(i.productId);

  const columns: PropertyColumn[] = [
    col.name,
    scope.constructorId ? col.project : col.projectAndBuilder,
    col.price,
    col.status,
    ...(canDecide
      ? [
          {
            key: 'actions',
            label: es.common.actions,
            sticky: true,
            render: (p: PropertyItem) =>
              open(p) && (
                <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
                  <Hint title={A.approve} describeChild>
                    <span>
                      <IconButton
                        color="success"
                        aria-label={A.approveOf(p.name)}
                        disabled={actions.pending}
                        onClick={() => actions.ask('approve', [refOf(p)])}
                      >
                        <CheckCircleOutlineRounded />
                      </IconButton>
                    </span>
                  </Hint>
                  <Hint title={A.reject} describeChild>
                    <span>
                      <IconButton
                        color="error"
                        aria-label={A.rejectOf(p.name)}
                        disabled={actions.pending}
                        onClick={() => actions.ask('reject', [refOf(p)])}
                      >
                        <HighlightOffRounded />
                      </IconButton>
                    </span>
                  </Hint>
                </Box>
              ),
          },
        ]
      : []),
  ];

  return (
    <PageFrame title={PAGE_TITLES[ROUTES.approvals]}>
      {scope.label && <Chip label={scope.label} color="secondary" sx={{ fontWeight: 600, mb: 2 }} />}
      {!canDecide && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {A.noDecision}
        </Alert>
      )}
      <PropertiesFilters value={state.filters} hideStatus onChange={state.changeFilters} />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error)}
        </Alert>
      )}
      {canDecide && (
        <Box
          role="toolbar"
          aria-label={es.propertyUi.bulkActions}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1, minHeight: 40 }}
        >
          <Typography sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
            {chosen.length ? es.propertyUi.selectedCount(chosen.length) : ''}
          </Typography>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<CheckRounded aria-hidden />}
            disabled={!chosen.length || actions.pending}
            onClick={() => actions.ask('approve', chosen)}
          >
            {A.approveSelected}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<CloseRounded aria-hidden />}
            disabled={!chosen.length || actions.pending}
            onClick={() => actions.ask('reject', chosen)}
          >
            {A.rejectSelected}
          </Button>
          {canHide && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<VisibilityOffRounded aria-hidden />}
              disabled={!chosen.length || actions.pending}
              onClick={() => actions.ask('hide', chosen)}
            >
              {A.hideSelected}
            </Button>
          )}
        </Box>
      )}
      <PropertiesTable
        caption={PAGE_TITLES[ROUTES.approvals]}
        columns={columns}
        items={items}
        total={list.data?.totalData ?? 0}
        totalEstimated={list.data?.totalDataEstimated}
        {...state.table}
        selection={canDecide ? { selected, onChange: setSelected, isSelectable: open } : undefined}
        highlighted={actions.approvedToUpdate}
        loading={list.isFetching}
        empty={A.empty}
      />
      {actions.elements}
    </PageFrame>
  );
}
