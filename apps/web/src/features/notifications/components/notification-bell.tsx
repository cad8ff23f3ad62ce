import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { lazyWhenOpen } from '../../../components/ui/mount-when.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotificationStream } from '../api/notification-stream.ts';

// The panel (its list, popover and actions) loads the first time the bell is pressed: only the bell, its count
// and the live stream are in the shell (its first paint has a byte budget: no MUI Badge, no infinite query here).
const NotificationPanel = lazyWhenOpen(() =>
  import('./notification-panel.tsx').then((m) => m.NotificationPanel),
);

/** The top bar's bell: the unread count, kept live by the notification stream, and the panel it opens. */
export function NotificationBell() {
  const count = useUnreadCount(true);
  useNotificationStream(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = count.data?.totalData ?? 0;

  return (
    <>
      <IconButton
        aria-label={es.notification.bell(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ color: 'primary.main', position: 'relative' }}
      >
        <NotificationsNoneRounded aria-hidden />
        {unread > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 2,
              right: 0,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.72rem',
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </IconButton>
      <NotificationPanel open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
