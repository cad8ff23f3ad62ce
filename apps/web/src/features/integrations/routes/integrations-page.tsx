import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  type ApiKeyCreateValues,
  type ApiKeyState,
  apiKeyLastServingInstant,
  es,
  formatDate,
  formatTime12,
  INTEGRATION_SCOPE_LABELS,
  ROUTES,
} from '@tu360/domain';
import type { ApiKeyItem, ApiKeySecrets } from '@tu360/domain/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { lazyWhenOpen } from '../../../components/ui/mount-when.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { session, useSession } from '../../../lib/session-store.ts';
import { usePageFor } from '../../../lib/use-page-for.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, useRotateApiKey } from '../api/api-keys.ts';
import type { CreateKeyDialogProps } from '../components/create-key-dialog.tsx';
import type { KeySecretsDialogProps } from '../components/key-secrets-dialog.tsx';

const I = es.integrations;
const F = I.fields;
const PAGE_SIZE = 10;

// The dialogs load the first time they open: the list paints without them.
const CreateKeyDialog = lazyWhenOpen<CreateKeyDialogProps>(() =>
  import('../components/create-key-dialog.tsx').then((m) => m.CreateKeyDialog),
);
const SecretsDialog = lazyWhenOpen<KeySecretsDialogProps & { open: boolean }>(() =>
  import('../components/key-secrets-dialog.tsx').then((m) => m.KeySecretsDialog),
);

const STATE_COLOR: Record<ApiKeyState, 'success' | 'default' | 'warning'> = {
  Activa: 'success',
  Revocada: 'default',
  Vencida: 'warning',
};
const dateTime = (iso: string) => `${formatDate(iso)} ${formatTime12(iso)}`;

type Asking = { action: 'revoke' | 'rotate'; key: ApiKeyItem };

/**
 * Integraciones: /mi-tienda/integraciones (a store's Administrador: its company's keys) and /tiendas/integraciones
 * (platform administrators: the builder or agency chosen in the side panel, or every company's keys). A new or
 * rotated key's application key and token are shown once; revoking and rotating ask first. The server checks the
 * role and the company again on every call.
 */
export default function IntegrationsPage() {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  const role = useEffectiveRole();
  const { pathname } = useLocation();
  const isAdminArea = pathname.startsWith(ROUTES.adminIntegrations);
  const chosen = isAdminArea && selected && !selected.all ? selected : null;
  const constructorId = isAdminArea ? (chosen?.id ?? undefined) : (user?.constructor ?? undefined);
  const [page, setPage] = usePageFor(constructorId ?? 'all');
  const [creating, setCreating] = useState(false);
  const [secrets, setSecrets] = useState<{ key: ApiKeySecrets; rotated: boolean } | null>(null);
  // The last question stays in the dialog while it closes (no empty title during its transition).
  const [asking, setAsking] = useState<Asking | null>(null);
  const [shown, setShown] = useState<Asking | null>(null);
  const toast = useToast();
  const keys = useApiKeys(
    { ConstructorId: constructorId, PageNumber: page + 1, PageSize: PAGE_SIZE },
    !!user,
  );
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const rotate = useRotateApiKey();
  if (!user) return null;

  const canManage = roleCan(role, 'integrations.manage');
  // A key belongs to one company: platform administrators choose it in the side panel first.
  const canCreate = canManage && (!isAdminArea || !!chosen);
  const failed = (error: unknown) =>
    toast.show({ severity: 'error', title: I.actionFailed, text: errorMessage(error) });

  const onCreate = (body: ApiKeyCreateValues) =>
    create.mutate(
      { ...body, constructorId: isAdminArea ? (chosen?.id ?? undefined) : undefined },
      {
        onSuccess: (key) => {
          setCreating(false);
          setSecrets({ key, rotated: false });
        },
      },
    );

  const ask = (action: Asking['action'], key: ApiKeyItem) => {
    setAsking({ action, key });
    setShown({ action, key });
  };
  const confirm = () => {
    if (!asking) return;
    const { action, key } = asking;
    if (action === 'revoke')
      revoke.mutate(key.id, {
        onSuccess: () => {
          setAsking(null);
          toast.show({ severity: 'success', title: I.revoked });
        },
        onError: failed,
      });
    else
      rotate.mutate(key.id, {
        onSuccess: (rotated) => {
          setAsking(null);
          setSecrets({ key: rotated, rotated: true });
        },
        onError: failed,
      });
  };

  const columns: Column<ApiKeyItem, never>[] = [
    {
      key: 'name',
      label: F.name,
      rowHeader: true,
      render: (k) => (
        <>
          {k.name}
          {isAdminArea && !chosen && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {k.constructorName}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'prefix',
      label: F.prefix,
      render: (k) => (
        <Box component="code" sx={{ fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
          {`${k.tokenPrefix}…`}
        </Box>
      ),
    },
    {
      key: 'scopes',
      label: F.scopes,
      render: (k) => (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {k.scopes.map((s) => (
            <li key={s}>
              <Chip size="small" label={INTEGRATION_SCOPE_LABELS[s]} />
            </li>
          ))}
        </Box>
      ),
    },
    {
      key: 'created',
      label: F.createdBy,
      render: (k) => (
        <>
          {k.createdBy ?? '—'}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {dateTime(k.createdAt)}
          </Typography>
        </>
      ),
    },
    { key: 'lastUsed', label: F.lastUsed, render: (k) => (k.lastUsedAt ? dateTime(k.lastUsedAt) : I.never) },
    {
      key: 'expires',
      label: F.expiresAt,
      render: (k) => (k.expiresAt ? formatDate(apiKeyLastServingInstant(k.expiresAt)) : I.noExpiry),
    },
    {
      key: 'state',
      label: F.state,
      render: (k) => <Chip size="small" color={STATE_COLOR[k.state]} label={I.states[k.state]} />,
    },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      label: es.common.actions,
      sticky: true,
      render: (k) =>
        k.state === 'Activa' ? (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" onClick={() => ask('rotate', k)} aria-label={I.rotateOf(k.name)}>
              {I.rotate}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => ask('revoke', k)}
              aria-label={I.revokeOf(k.name)}
            >
              {I.revoke}
            </Button>
          </Box>
        ) : null,
    });

  return (
    <PageFrame title={I.title}>
      {isAdminArea && (
        <Chip
          label={chosen ? chosen.name : I.allCompanies}
          color="secondary"
          onDelete={chosen ? () => session.selectConstructor(null) : undefined}
          sx={{ mb: 2, fontWeight: 600 }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography sx={{ flex: '1 1 320px', color: 'text.secondary' }}>{I.intro}</Typography>
        {canManage && (
          <Button
            variant="contained"
            startIcon={<AddRounded aria-hidden />}
            onClick={() => {
              create.reset();
              setCreating(true);
            }}
            disabled={!canCreate}
          >
            {I.create}
          </Button>
        )}
      </Box>
      {canManage && isAdminArea && !chosen && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {I.chooseBuilder}
        </Alert>
      )}
      {keys.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(keys.error)}
        </Alert>
      )}
      <DataTable
        caption={I.listCaption}
        columns={columns}
        items={keys.data?.data ?? []}
        rowKey={(k) => k.id}
        total={keys.data?.totalData ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={keys.isFetching}
        empty={I.empty}
      />
      <CreateKeyDialog
        open={creating}
        companyName={isAdminArea ? (chosen?.name ?? undefined) : undefined}
        pending={create.isPending}
        error={create.isError ? errorMessage(create.error) : undefined}
        onCancel={() => setCreating(false)}
        onCreate={onCreate}
      />
      <SecretsDialog
        open={!!secrets}
        secrets={secrets?.key ?? null}
        rotated={secrets?.rotated ?? false}
        onClose={() => setSecrets(null)}
      />
      <ConfirmDialog
        open={!!asking}
        title={shown ? (shown.action === 'revoke' ? I.revokeTitle : I.rotateTitle)(shown.key.name) : ''}
        text={shown?.action === 'revoke' ? I.revokeText : I.rotateText}
        confirmLabel={es.common.continue}
        cancelLabel={es.common.back}
        pending={revoke.isPending || rotate.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
      {toast.element}
    </PageFrame>
  );
}
