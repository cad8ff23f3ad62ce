import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { PropertyDetail, PropertyResponsibleUser } from '@tu360/domain/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveUserSku } from '../api/responsible-users.ts';
import { AddResponsibleDialog } from './add-responsible-dialog.tsx';

const R = es.propertyUi.responsible;

/** The property's responsible users: why each one is, add (add-user-config) and remove (remove-user-sku). */
export function ResponsibleUsers({
  property,
  canWrite,
  onToast,
}: {
  property: PropertyDetail;
  canWrite: boolean;
  onToast: (toast: ToastMessage) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PropertyResponsibleUser | null>(null);
  const remove = useRemoveUserSku();
  const users = property.responsibleUsers ?? [];

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {R.title}
        </Typography>
        {canWrite && (
          <Button
            variant="outlined"
            startIcon={<PersonAddAlt1Rounded aria-hidden />}
            onClick={() => setAdding(true)}
            sx={{ ml: 'auto' }}
          >
            {R.add}
          </Button>
        )}
      </Box>
      {users.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{R.empty}</Typography>
      ) : (
        <List aria-label={R.title}>
          {users.map((u) => (
            <ListItem
              key={`${u.userId}-${u.ruleId}`}
              divider
              secondaryAction={
                canWrite && (
                  <IconButton edge="end" aria-label={R.remove(u.name)} onClick={() => setRemoving(u)}>
                    <PersonRemoveRounded />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={u.name} secondary={R.reasons[u.reason]} />
            </ListItem>
          ))}
        </List>
      )}
      <AddResponsibleDialog
        open={adding}
        property={property}
        onClose={() => setAdding(false)}
        onAdded={(total) => {
          setAdding(false);
          onToast({ severity: 'success', title: R.addedTitle, text: R.addedText(total) });
        }}
      />
      <ConfirmDialog
        open={!!removing}
        title={removing ? R.removeQuestion(removing.name) : ''}
        text={removing?.reason === 'location' || removing?.reason === 'price' ? R.removeRuleText : undefined}
        confirmLabel={R.removeConfirm}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { userId: removing.userId, productId: property.productId },
            {
              onSuccess: (answer) => {
                setRemoving(null);
                onToast(
                  answer.total > 0
                    ? { severity: 'success', title: R.removedTitle, text: R.removedText }
                    : { severity: 'info', title: R.notRemovedTitle, text: R.notRemovedText },
                );
              },
              onError: (e) => {
                setRemoving(null);
                onToast({ severity: 'error', title: es.property.bulkErrorTitle, text: errorMessage(e) });
              },
            },
          );
        }}
      />
    </Box>
  );
}
