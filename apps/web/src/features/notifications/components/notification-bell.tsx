import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { lazyWhenOpen } from '../../../components/ui/mount-when.tsx';
import { useUnreadCount } from '../api/get-notifications.ts';
import { useNotificationStream } from '../api/notification-stream.ts';

// The panel (its list, popover and actions) loads the first time the bell is pressed: only the bell, its count
// and the live stream are in the shell.
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
        sx={{ color: 'primary.main' }}
      >
        <Badge badgeContent={unread} max={99} color="error">
          <NotificationsNoneRounded aria-hidden />
        </Badge>
      </IconButton>
      <NotificationPanel open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
