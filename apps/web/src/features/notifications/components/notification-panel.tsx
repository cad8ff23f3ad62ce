import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { es, ROUTES } from '@tu360/domain';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotifications } from '../api/get-notifications.ts';
import type { NotificationFilter } from '../api/notification-keys.ts';
import { useNotificationActions } from '../use-notification-actions.tsx';
import { NotificationList } from './notification-list.tsx';

const N = es.notification;
const LATEST: NotificationFilter = { keyword: '', date: 'all' };

export interface NotificationPanelProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's panel: the latest notifications (the first page of all the user's), each opened or deleted as on
 * the page, and "Ver todas" to /notificaciones. Its code loads the first time the bell is pressed.
 */
export function NotificationPanel({ open, anchorEl, onClose }: NotificationPanelProps) {
  const list = useNotifications({}, LATEST, open);
  const actions = useNotificationActions({ onNavigate: onClose });
  const first = list.data?.pages[0];
  const items = first?.data ?? [];

  return (
    <>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notification-panel-title',
            sx: { width: { xs: 'calc(100vw - 32px)', sm: 420 }, maxWidth: 420 },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id="notification-panel-title" component="h2" sx={{ fontWeight: 700 }}>
            {N.latest}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {N.unread(first?.totalUnRead ?? 0)}
          </Typography>
        </Box>
        {list.isPending ? (
          <Typography sx={{ p: 2 }}>{es.common.loading}</Typography>
        ) : list.isError ? (
          <Typography sx={{ p: 2, color: 'error.main' }}>{errorMessage(list.error)}</Typography>
        ) : items.length ? (
          <NotificationList
            items={items}
            onOpen={actions.open}
            onDelete={(n) => actions.remove([n])}
            maxHeight="60vh"
            busy={actions.deleting}
          />
        ) : (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>{N.empty}</Typography>
        )}
        <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button component={RouterLink} to={ROUTES.notifications} onClick={onClose} fullWidth>
            {N.seeAll}
          </Button>
        </Box>
      </Popover>
      {/* Outside the popover: "Deshacer" stays at hand when the panel closes. */}
      {actions.toast}
    </>
  );
}
