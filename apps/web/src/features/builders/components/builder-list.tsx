import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { BuilderItem } from '@tu360/domain/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { useScrollEnd } from '../../../lib/use-scroll-end.ts';

interface EntryProps {
  name: string;
  icon: ReactNode;
  selected: boolean;
  unread: number | null;
  onClick: () => void;
}

function Entry({ name, icon, selected, unread, onClick }: EntryProps) {
  return (
    // A list holds list items only: the button goes inside one.
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onClick}
        sx={{ gap: 1.5, borderRadius: 1, mb: 0.5 }}
      >
        {icon}
        <ListItemText
          primary={name}
          slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.92rem' } } }}
        />
        {unread !== null && unread > 0 && (
          <Badge
            badgeContent={unread}
            max={999}
            color="error"
            aria-label={es.shell.unreadCount(unread)}
            sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}

export interface BuilderListProps {
  labelledBy: string;
  id: string;
  items: BuilderItem[];
  firstEntry?: string;
  showUnreadCounts: boolean;
  selectedId: string | null | undefined;
  firstEntrySelected: boolean;
  onSelect: (builder: BuilderItem | null) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The builders/agencies of the side panel; scrolling to the end (or "Ver más") loads the next page. */
export function BuilderList(props: BuilderListProps) {
  const { items, firstEntry, showUnreadCounts, hasMore, loadingMore, onLoadMore } = props;
  const onScroll = useScrollEnd({ hasMore, loading: loadingMore, onEnd: onLoadMore });
  const unreadOf = (b: BuilderItem) => (showUnreadCounts ? b.totalNotification : null);
  const totalUnread = showUnreadCounts ? items.reduce((n, b) => n + b.totalNotification, 0) : null;

  return (
    <Box
      id={props.id}
      role="tabpanel"
      aria-labelledby={props.labelledBy}
      onScroll={onScroll}
      sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
    >
      <List dense disablePadding>
        {firstEntry && (
          <Entry
            name={firstEntry}
            icon={
              <Avatar
                variant="rounded"
                sx={{ width: 40, height: 40, bgcolor: 'secondary.main', color: 'primary.main' }}
              >
                <AllInclusiveRounded aria-hidden />
              </Avatar>
            }
            selected={props.firstEntrySelected}
            unread={totalUnread}
            onClick={() => props.onSelect(null)}
          />
        )}
        {items.map((b) => (
          <Entry
            key={b.id}
            name={b.name}
            icon={<StoreLogo name={b.name} logo={b.logo} />}
            selected={b.id === props.selectedId}
            unread={unreadOf(b)}
            onClick={() => props.onSelect(b)}
          />
        ))}
      </List>
      {items.length === 0 && !loadingMore && (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{es.shell.noResults}</Typography>
      )}
      {loadingMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <CircularProgress size={24} aria-label={es.common.loading} />
        </Box>
      )}
      {hasMore && !loadingMore && (
        <Button fullWidth onClick={onLoadMore} sx={{ my: 1 }}>
          {es.common.seeMore}
        </Button>
      )}
    </Box>
  );
}
