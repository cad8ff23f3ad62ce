import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { es, FIRST_PAGE, PAGE_SIZES, type WhatsAppContactBody } from '@tu360/domain';
import type { WhatsAppContact } from '@tu360/domain/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Hint } from '../../../components/ui/hint.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { roleCan } from '../../../lib/permissions.ts';
import { useContacts } from '../api/get-contacts.ts';
import { useProjects } from '../api/get-projects.ts';
import { useSaveContact } from '../api/save-contact.ts';

/** The contact form (its form library and schemas) loads when it opens: the projects list paints without it. */
const WhatsAppDialog = lazy(() =>
  import('./whatsapp-dialog.tsx').then((m) => ({ default: m.WhatsAppDialog })),
);

export interface WhatsAppSectionProps {
  constructorId: string;
  canWrite: boolean;
  onToast: (toast: ToastMessage) => void;
}

/** The builder's WhatsApp phones and their projects, with the add and edit modals (spec section 4). */
export function WhatsAppSection({ constructorId, canWrite, onToast }: WhatsAppSectionProps) {
  const contacts = useContacts(constructorId);
  const projects = useProjects({
    pageNumber: FIRST_PAGE,
    pageSize: PAGE_SIZES.builderListFull,
    constructorId,
    field: 'name',
    order: 'asc',
  });
  const all = projects.data?.data ?? [];
  const projectNames = new Map(all.map((p) => [p.id, p.name]));
  const save = useSaveContact();
  const [editing, setEditing] = useState<WhatsAppContact | 'new' | null>(null);
  const [failed, setFailed] = useState(false);

  const onSave = (body: WhatsAppContactBody) =>
    save.mutate(
      { body, id: editing && editing !== 'new' ? editing.id : undefined },
      {
        onSuccess: () => {
          setEditing(null);
          onToast({
            severity: 'success',
            title: es.project.whatsApp.savedTitle,
            text: es.project.whatsApp.savedText,
          });
        },
        onError: () => setFailed(true),
      },
    );

  const items = contacts.data ?? [];
  return (
    <Box component="section" aria-labelledby="whatsapp-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <WhatsApp aria-hidden sx={{ color: 'success.main' }} />
        <Typography
          id="whatsapp-title"
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.05rem', mr: 'auto' }}
        >
          {es.project.whatsApp.title}
        </Typography>
        {canWrite && (
          <Button variant="outlined" startIcon={<AddRounded aria-hidden />} onClick={() => setEditing('new')}>
            {es.project.whatsApp.add}
          </Button>
        )}
      </Box>
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{es.project.whatsApp.empty}</Typography>
      ) : (
        <List dense aria-labelledby="whatsapp-title">
          {items.map((c) => (
            <ListItem
              key={c.id}
              disableGutters
              secondaryAction={
                canWrite && (
                  <Hint title={es.project.whatsApp.edit}>
                    <IconButton
                      aria-label={es.project.whatsApp.editOf(c.whatsAppPhone)}
                      onClick={() => setEditing(c)}
                    >
                      <EditRounded />
                    </IconButton>
                  </Hint>
                )
              }
            >
              <ListItemText
                primary={c.whatsAppPhone}
                secondary={`${es.project.whatsApp.projectsCount(c.projectIds.length)}: ${c.projectIds
                  .map((id) => projectNames.get(id))
                  .filter(Boolean)
                  .join(', ')}`}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <Suspense fallback={null}>
          <WhatsAppDialog
            constructorId={constructorId}
            projects={all.filter(
              (p) => p.status !== 'Hide' && (p.role === null || roleCan(p.role, 'catalog.write')),
            )}
            contact={editing === 'new' ? undefined : editing}
            pending={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={onSave}
          />
        </Suspense>
      )}
      <ResultDialog
        open={failed}
        success={false}
        title={es.project.whatsAppErrorTitle}
        text={es.project.whatsAppErrorText}
        onClose={() => setFailed(false)}
      />
    </Box>
  );
}
