import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import {
  es,
  NOTIFICATION_DATE_FILTER_LABELS,
  NOTIFICATION_DATE_FILTERS,
  NOTIFICATION_SEARCH_DEBOUNCE_MS,
  type NotificationDateFilter,
  notificationDateRange,
} from '@tu360/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNotifications } from '../api/get-notifications.ts';
import type { NotificationFilter } from '../api/notification-keys.ts';
import { NotificationList } from '../components/notification-list.tsx';
import { useNotificationActions } from '../use-notification-actions.tsx';
import { useNotificationScope } from '../use-notification-scope.ts';

const N = es.notification;

/** The date filter as the server takes it: the range of Colombian days it stood for when it was chosen. */
function dateFilter(date: NotificationDateFilter): Pick<NotificationFilter, 'date' | 'from' | 'to'> {
  const { from, to } = notificationDateRange(date);
  return { date, from: from?.toISOString(), to: to?.toISOString() };
}

/**
 * /notificaciones (spec section 2): search (500 ms after the last keystroke), "Sin leer {count}" (only the unread
 * ones when pressed), the date filter, and the list with infinite scroll, selection and delete. The scope is the
 * side panel's builder or agency (platform admins) or the selected project (store users).
 */
export default function NotificationsPage() {
  const scope = useNotificationScope();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, NOTIFICATION_SEARCH_DEBOUNCE_MS);
  const [dates, setDates] = useState(() => dateFilter('all'));
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const filter: NotificationFilter = useMemo(
    () => ({ keyword: debounced.trim(), ...dates, state: unreadOnly ? 'NotRead' : undefined }),
    [debounced, dates, unreadOnly],
  );
  const list = useNotifications(scope, filter);
  const actions = useNotificationActions();
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const unread = list.data?.pages[0]?.totalUnRead ?? 0;
  // Only what is on screen stays selected (a new filter or a deletion drops the others).
  const chosen = items.filter((n) => selected.has(n.id));
  const allChosen = items.length > 0 && chosen.length === items.length;

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <PageFrame title={N.title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          label={N.search}
          type="search"
          size="small"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 150 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <TextField
          select
          size="small"
          label={N.dateFilter}
          value={dates.date}
          onChange={(e) => setDates(dateFilter(e.target.value as NotificationDateFilter))}
          sx={{ minWidth: 180 }}
        >
          {NOTIFICATION_DATE_FILTERS.map((f) => (
            <option key={f} value={f}>
              {NOTIFICATION_DATE_FILTER_LABELS[f]}
            </option>
          ))}
        </TextField>
        <Button
          variant={unreadOnly ? 'contained' : 'outlined'}
          aria-pressed={unreadOnly}
          onClick={() => setUnreadOnly((u) => !u)}
        >
          {N.unread(unread)}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
          pb: 1,
        }}
      >
        <FormControlLabel
          label={N.selectAll}
          control={
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              disabled={!items.length}
              onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((n) => n.id)))}
            />
          }
          sx={{ ml: 0 }}
        />
        {chosen.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {N.selected(chosen.length)}
          </Typography>
        )}
        <Button
          color="error"
          disabled={!chosen.length || actions.deleting}
          onClick={() => actions.remove(chosen, () => setSelected(new Set()))}
        >
          {N.deleteSelected}
        </Button>
      </Box>
      {list.isPending ? (
        <Typography sx={{ p: 2 }}>{es.common.loading}</Typography>
      ) : list.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(list.error)}
        </Alert>
      ) : !items.length ? (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{N.empty}</Typography>
      ) : (
        <NotificationList
          items={items}
          onOpen={actions.open}
          onDelete={(n) => actions.remove([n])}
          selected={selected}
          onToggle={(n) => toggle(n.id)}
          hasMore={!!list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          maxHeight="calc(100vh - 300px)"
          busy={actions.deleting}
        />
      )}
      {actions.toast}
    </PageFrame>
  );
}
