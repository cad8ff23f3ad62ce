import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { es, formatDate, formatTime12, notificationPreview } from '@tu360/domain';
import type { NotificationItem } from '@tu360/domain/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useScrollEnd } from '../../../lib/use-scroll-end.ts';

const N = es.notification;

export interface NotificationListProps {
  items: NotificationItem[];
  onOpen: (n: NotificationItem) => void;
  onDelete: (n: NotificationItem) => void;
  /** With checkboxes to pick several (the page); the panel has none. */
  selected?: ReadonlySet<string>;
  onToggle?: (n: NotificationItem) => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Height of the scrolling box (infinite scroll inside it). */
  maxHeight?: string | number;
  /** Delete buttons disabled while a deletion runs. */
  busy?: boolean;
}

/**
 * The notifications: title, preview of the message, time (12-hour, Colombian) and date, a delete button each;
 * unread ones stand out. Opening one is the caller's (it marks it read and follows its link). Scrolling to the end
 * (or "Ver más") loads the next page.
 */
export function NotificationList(props: NotificationListProps) {
  const { items, selected, onToggle, hasMore = false, loadingMore = false, onLoadMore } = props;
  const onScroll = useScrollEnd({ hasMore, loading: loadingMore, onEnd: () => onLoadMore?.() });

  return (
    <Box onScroll={onScroll} sx={{ maxHeight: props.maxHeight, overflowY: 'auto' }}>
      <List disablePadding>
        {items.map((n) => {
          const unread = n.notificationState === 'NotRead';
          return (
            <ListItem
              key={n.id}
              disablePadding
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={N.delete}
                  title={N.delete}
                  disabled={props.busy}
                  onClick={() => props.onDelete(n)}
                >
                  <DeleteOutlineRounded aria-hidden />
                </IconButton>
              }
              sx={{ bgcolor: unread ? 'action.hover' : undefined }}
            >
              {selected && onToggle && (
                <Checkbox
                  checked={selected.has(n.id)}
                  onChange={() => onToggle(n)}
                  slotProps={{ input: { 'aria-label': N.select(n.title) } }}
                  sx={{ ml: 0.5 }}
                />
              )}
              <ListItemButton
                onClick={() => props.onOpen(n)}
                // On a phone the time goes under the message: the text keeps the row's width.
                sx={{
                  alignItems: 'flex-start',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: { xs: 0.5, sm: 2 },
                  pr: 7,
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    component="span"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: unread ? 700 : 500 }}
                  >
                    {unread && (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          width: 8,
                          height: 8,
                          borderRadius: '50%',
                          bgcolor: 'error.main',
                          flexShrink: 0,
                        }}
                      />
                    )}
                    {n.title}
                    {unread && <VisuallyHidden> ({N.notRead})</VisuallyHidden>}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    // A message may come in paragraphs (<p>): the preview is one block, without their margins.
                    sx={{
                      display: 'block',
                      color: 'text.secondary',
                      overflowWrap: 'anywhere',
                      '& p': { display: 'inline', m: 0 },
                    }}
                    // Safe: the message is sanitized HTML from the server (the contract's notificationItem: written
                    // from es.notification's templates with every value HTML-escaped), and notificationPreview only
                    // cuts that text and closes the tags it left open, adding no markup of its own. Nothing else on
                    // the page (the title included) is rendered as HTML.
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server, see above.
                    dangerouslySetInnerHTML={{ __html: notificationPreview(n.message) }}
                  />
                </Box>
                <Typography
                  component="span"
                  variant="caption"
                  sx={{
                    textAlign: { xs: 'left', sm: 'right' },
                    color: 'text.secondary',
                    whiteSpace: 'nowrap',
                    flexShrink: 0,
                  }}
                >
                  <time dateTime={n.creationTime}>
                    {formatTime12(n.creationTime)}
                    <Box component="br" sx={{ display: { xs: 'none', sm: 'inline' } }} />
                    <Box component="span" aria-hidden sx={{ display: { sm: 'none' } }}>
                      {' · '}
                    </Box>
                    {formatDate(n.creationTime)}
                  </time>
                </Typography>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {loadingMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <CircularProgress size={24} aria-label={es.common.loading} />
        </Box>
      )}
      {hasMore && !loadingMore && (
        <Button fullWidth onClick={() => onLoadMore?.()} sx={{ my: 1 }}>
          {es.common.seeMore}
        </Button>
      )}
    </Box>
  );
}
