import EditRounded from '@mui/icons-material/EditRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import {
  es,
  formatDate,
  formatNumber,
  formatOneDecimal,
  formatTime12,
  LEAD_STATES,
  type LeadState,
  type LeadUpdateInput,
  leadDateRange,
  leadStateLabel,
} from '@tu360/domain';
import type { LeadItem, LeadSeller } from '@tu360/domain/contracts';
import { lazy, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { Hint } from '../../../components/ui/hint.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { lazyWhenOpen, MountWhen } from '../../../components/ui/mount-when.tsx';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePageFor } from '../../../lib/use-page-for.ts';
import {
  downloadLeads,
  LEADS_PAGE_SIZE,
  leadsQuery,
  useAnonymiseLead,
  useLeads,
  useUpdateLead,
} from '../api/leads.ts';
import type { LeadHistoryDialogProps } from '../components/lead-history-dialog.tsx';
import { LeadSellersList } from '../components/lead-sellers-list.tsx';
import type { LeadUpdateDialogProps } from '../components/lead-update-dialog.tsx';
import { useLeadAccess } from '../use-lead-access.ts';

const L = es.leads;
const C = L.columns;
const DATE = { inputLabel: { shrink: true } } as const;

// The dialogs and the toast load the first time they are wanted: the list paints without them.
const LeadUpdateDialog = lazyWhenOpen<LeadUpdateDialogProps>(() =>
  import('../components/lead-update-dialog.tsx').then((m) => m.LeadUpdateDialog),
);
const LeadHistoryDialog = lazyWhenOpen<LeadHistoryDialogProps>(() =>
  import('../components/lead-history-dialog.tsx').then((m) => m.LeadHistoryDialog),
);
const Toast = lazy(() => import('../../../components/ui/toast.tsx').then((m) => ({ default: m.Toast })));

const STATE_COLOR: Record<LeadState, 'info' | 'primary' | 'warning' | 'success' | 'default'> = {
  New: 'info',
  Contacted: 'primary',
  Negotiating: 'warning',
  Won: 'success',
  Lost: 'default',
};

/** "+12,5 % frente al periodo anterior" (es-CO decimals, the sign of a rise shown). */
export function growthText(percent: number): string {
  const n = formatOneDecimal(percent);
  return L.growth(percent > 0 ? `+${n}` : n);
}

/** A row's actions: "Historial" for everyone, "Actualizar" for those who may write, "Anonimizar" for admins. */
function RowActions(props: {
  lead: LeadItem;
  canUpdate: boolean;
  canAnonymise: boolean;
  onHistory: () => void;
  onUpdate: () => void;
  onAnonymise: () => void;
}) {
  const { lead } = props;
  const action = (label: string, icon: ReactNode, onClick: () => void, color?: 'error') => (
    <Hint title={label}>
      <IconButton size="small" color={color} aria-label={`${label} ${lead.fullName}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Hint>
  );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
      {action(L.history, <HistoryRounded />, props.onHistory)}
      {props.canUpdate && !lead.anonymised && action(L.update, <EditRounded />, props.onUpdate)}
      {props.canAnonymise &&
        !lead.anonymised &&
        action(L.anonymise, <PersonOffRounded />, props.onAnonymise, 'error')}
    </Box>
  );
}

/**
 * /clientes-potenciales/clientes-potenciales: left, the projects of the scope with their lead counts; right, the
 * leads of the chosen project (or of all of them) with the total and the growth against the previous period, the
 * filters, the export, and the changes of state and assignee.
 */
export default function LeadsPage() {
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const access = useLeadAccess();
  const scopeKey = JSON.stringify(access.scope);
  const [chosen, setChosen] = useState<{ scopeKey: string; seller: LeadSeller } | null>(null);
  const seller = chosen?.scopeKey === scopeKey ? chosen.seller : null;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [state, setState] = useState<LeadState | ''>('');
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword);

  const query = leadsQuery(
    { ...access.scope, sellerId: seller?.id },
    { ...leadDateRange(from, to), state: state || undefined, keyword: debounced },
  );
  const [page, setPage] = usePageFor(JSON.stringify(query));
  const leads = useLeads(query, page + 1);

  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [history, setHistory] = useState<{ open: boolean; lead: LeadItem | null }>({
    open: false,
    lead: null,
  });
  const [updating, setUpdating] = useState<{ open: boolean; lead: LeadItem | null }>({
    open: false,
    lead: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [anonymising, setAnonymising] = useState<LeadItem | null>(null);
  const update = useUpdateLead();
  const anonymise = useAnonymiseLead();

  const save = (body: LeadUpdateInput) => {
    const lead = updating.lead;
    if (!lead) return;
    update.mutate(
      { id: lead.id, body },
      {
        onSuccess: () => {
          setUpdating({ open: false, lead });
          setToast({ severity: 'success', title: L.saved });
        },
        // The "customer edit failure" modal; the dialog stays as typed under it.
        onError: (e) => setFailure(errorMessage(e, '')),
      },
    );
  };
  const confirmAnonymise = () => {
    const lead = anonymising;
    if (!lead) return;
    anonymise.mutate(lead.id, {
      onSuccess: () => setToast({ severity: 'success', title: L.anonymised }),
      onError: (e) => setToast({ severity: 'error', title: L.anonymiseTitle, text: errorMessage(e) }),
      onSettled: () => setAnonymising(null),
    });
  };

  const columns: Column<LeadItem, never>[] = [
    {
      key: 'date',
      label: C.date,
      render: (l) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(l.createdAt)}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatTime12(l.createdAt)}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'name',
      label: C.name,
      rowHeader: true,
      render: (l) => (
        <>
          <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{l.fullName}</Typography>
          {l.mergedCount > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {L.merged(l.mergedCount)}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'contact',
      label: C.contact,
      render: (l) => (
        <>
          <Box sx={{ wordBreak: 'break-all' }}>{l.email}</Box>
          {l.phone && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {l.phone}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'property',
      label: C.property,
      render: (l) => (
        <>
          {l.propertyName ?? l.sellerName ?? '—'}
          {/* The project under its property, unless the property's name already says it. */}
          {l.propertyName && l.sellerName && !l.propertyName.includes(l.sellerName) && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {l.sellerName}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'assignee', label: C.assignee, render: (l) => l.assigneeName ?? L.unassigned },
    {
      key: 'state',
      label: C.state,
      render: (l) => <Chip size="small" color={STATE_COLOR[l.state]} label={leadStateLabel(l.state)} />,
    },
    {
      key: 'actions',
      label: es.common.actions,
      sticky: true,
      render: (l) => (
        <RowActions
          lead={l}
          canUpdate={access.canUpdate}
          canAnonymise={access.canAnonymise}
          onHistory={() => setHistory({ open: true, lead: l })}
          onUpdate={() => setUpdating({ open: true, lead: l })}
          onAnonymise={() => setAnonymising(l)}
        />
      ),
    },
  ];

  const data = leads.data;
  return (
    <PageFrame title={L.title}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)', xl: '300px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <LeadSellersList
          key={scopeKey}
          scope={access.scope}
          showCompany={isAdmin && !access.scope.constructorId}
          selectedId={seller?.id ?? null}
          onSelect={(s) => setChosen(s ? { scopeKey, seller: s } : null)}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1.5 }}>
            {seller?.name ?? L.allProjects}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}>
            <TextField
              label={L.from}
              type="date"
              size="small"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ ...DATE, htmlInput: { max: to || undefined } }}
            />
            <TextField
              label={L.to}
              type="date"
              size="small"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ ...DATE, htmlInput: { min: from || undefined } }}
            />
            <TextField
              select
              label={L.state}
              size="small"
              value={state}
              onChange={(e) => setState(e.target.value as LeadState | '')}
              slotProps={NATIVE_SELECT}
              sx={{ minWidth: 180 }}
            >
              <option value="">{L.allStates}</option>
              {LEAD_STATES.map((s) => (
                <option key={s} value={s}>
                  {leadStateLabel(s)}
                </option>
              ))}
            </TextField>
            <TextField
              label={L.search}
              type="search"
              size="small"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              sx={{ flex: '1 1 240px', minWidth: 220 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Box sx={{ ml: 'auto' }}>
              <ReportButton label={L.export} download={() => downloadLeads(query)} />
            </Box>
          </Box>
          {data && (
            <Box
              role="status"
              sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                {L.total}: {formatNumber(data.total)}
              </Typography>
              {data.growthPercent !== null && (
                <Typography
                  sx={{
                    color:
                      data.growthPercent > 0
                        ? 'success.main'
                        : data.growthPercent < 0
                          ? 'error.main'
                          : 'text.secondary',
                  }}
                >
                  {growthText(data.growthPercent)}
                </Typography>
              )}
            </Box>
          )}
          {leads.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(leads.error)}
            </Alert>
          )}
          <DataTable
            caption={L.title}
            columns={columns}
            items={data?.data ?? []}
            rowKey={(l) => l.id}
            total={data?.totalData ?? 0}
            page={page}
            pageSize={LEADS_PAGE_SIZE}
            onPageChange={setPage}
            loading={leads.isFetching}
            empty={L.empty}
          />
        </Box>
      </Box>
      <LeadHistoryDialog
        open={history.open}
        lead={history.lead}
        onClose={() => setHistory((h) => ({ ...h, open: false }))}
      />
      <LeadUpdateDialog
        open={updating.open}
        lead={updating.lead}
        canAssign={access.canAssign}
        pending={update.isPending}
        onCancel={() => setUpdating((u) => ({ ...u, open: false }))}
        onSave={save}
      />
      <ResultDialog
        open={failure !== null}
        success={false}
        title={L.editFailedTitle}
        text={[failure, L.editFailedText].filter(Boolean).join(' ')}
        onClose={() => setFailure(null)}
      />
      <ConfirmDialog
        open={!!anonymising}
        title={L.anonymiseTitle}
        text={L.anonymiseText}
        confirmLabel={L.anonymise}
        pending={anonymise.isPending}
        onCancel={() => setAnonymising(null)}
        onConfirm={confirmAnonymise}
      />
      <MountWhen when={toast !== null}>
        <Toast toast={toast} onClose={() => setToast(null)} />
      </MountWhen>
    </PageFrame>
  );
}
