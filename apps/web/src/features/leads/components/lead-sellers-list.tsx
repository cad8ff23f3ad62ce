import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { es, formatNumber } from '@tu360/domain';
import type { LeadSeller } from '@tu360/domain/contracts';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useScrollEnd } from '../../../lib/use-scroll-end.ts';
import { type LeadScope, useLeadSellers } from '../api/leads.ts';

const L = es.leads;

interface EntryProps {
  name: string;
  secondary?: string;
  icon: ReactNode;
  count: number | null;
  selected: boolean;
  onClick: () => void;
}

function Entry({ name, secondary, icon, count, selected, onClick }: EntryProps) {
  return (
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
          secondary={secondary}
          slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.92rem' } } }}
        />
        {count !== null && <Chip size="small" label={formatNumber(count)} aria-label={L.count(count)} />}
      </ListItemButton>
    </ListItem>
  );
}

export interface LeadSellersListProps {
  scope: Omit<LeadScope, 'sellerId'>;
  /** Several companies are listed: each project names its own. */
  showCompany: boolean;
  selectedId: string | null;
  onSelect: (seller: LeadSeller | null) => void;
}

/**
 * The page's left column: the projects of the scope with their lead counts, "Busque por proyecto", 20 a page with
 * infinite scroll (throttled); the first entry is every project of the scope.
 */
export function LeadSellersList({ scope, showCompany, selectedId, onSelect }: LeadSellersListProps) {
  const [keyword, setKeyword] = useState('');
  const sellers = useLeadSellers(scope, useDebouncedValue(keyword));
  const items = sellers.data?.pages.flatMap((p) => p.data) ?? [];
  const hasMore = !!sellers.hasNextPage;
  const loadMore = () => void sellers.fetchNextPage();
  const onScroll = useScrollEnd({ hasMore, loading: sellers.isFetching, onEnd: loadMore });

  return (
    <Box
      component="nav"
      aria-labelledby="lead-projects-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}
    >
      <Typography id="lead-projects-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {L.projects}
      </Typography>
      <TextField
        label={L.searchProjects}
        type="search"
        size="small"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
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
      <Box
        onScroll={onScroll}
        sx={{ overflowY: 'auto', maxHeight: { xs: 320, md: 'calc(100vh - 260px)' }, minHeight: 0 }}
      >
        <List dense disablePadding aria-label={L.projects}>
          <Entry
            name={L.allProjects}
            icon={
              <Avatar
                variant="rounded"
                sx={{ width: 40, height: 40, bgcolor: 'secondary.main', color: 'primary.main' }}
              >
                <AllInclusiveRounded aria-hidden />
              </Avatar>
            }
            count={null}
            selected={selectedId === null}
            onClick={() => onSelect(null)}
          />
          {items.map((s) => (
            <Entry
              key={s.id}
              name={s.name}
              secondary={showCompany ? s.constructorName : undefined}
              icon={<StoreLogo name={s.name} logo={s.logo} />}
              count={s.total}
              selected={s.id === selectedId}
              onClick={() => onSelect(s)}
            />
          ))}
        </List>
        {sellers.isError && (
          <Typography role="alert" sx={{ p: 2, color: 'error.main' }}>
            {errorMessage(sellers.error)}
          </Typography>
        )}
        {items.length === 0 && sellers.isSuccess && (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>{L.noProjects}</Typography>
        )}
        {sellers.isFetching && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <CircularProgress size={24} aria-label={es.common.loading} />
          </Box>
        )}
        {hasMore && !sellers.isFetching && (
          <Button fullWidth onClick={loadMore} sx={{ my: 1 }}>
            {es.common.seeMore}
          </Button>
        )}
      </Box>
    </Box>
  );
}
