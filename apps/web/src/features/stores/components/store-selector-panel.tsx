import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { es, PAGE_SIZES, storeRoleTag } from '@tu360/domain';
import { useState } from 'react';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { StoreLogo } from '../../../components/ui/store-logo.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { type StoreItem, useSelectStore, useStores } from '../../../lib/stores.ts';

/** Store selector of the side menu: search, up to 20 projects and the link to the projects summary. */
export function StoreSelectorPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const stores = useStores(keyword);
  const selectedId = useSession((s) => s.selectedSeller?.id);
  const select = useSelectStore();
  const items = (stores.data?.data ?? []).slice(0, PAGE_SIZES.storeSelector);

  const choose = (store: StoreItem | null) =>
    select.mutate(store, {
      onSuccess: () => {
        setKeyword('');
        onClose();
      },
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{
        paper: { sx: { width: 380, maxWidth: '100vw' }, 'aria-labelledby': 'store-selector-title' },
      }}
    >
      <Box
        component="section"
        aria-labelledby="store-selector-title"
        sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="store-selector-title" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            {es.shell.storePanelTitle}
          </Typography>
          <IconButton aria-label={es.common.close} onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Box>
        <TextField
          label={es.shell.storeSearch}
          type="search"
          size="small"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          autoFocus
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
        <Link
          component="button"
          type="button"
          onClick={() => choose(null)}
          sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
        >
          {es.shell.storeSummary}
        </Link>
        {select.isError && <Alert severity="error">{errorMessage(select.error)}</Alert>}
        <Box sx={{ flex: 1, overflowY: 'auto', mx: -1 }}>
          {stores.isPending ? (
            <LoadingScreen />
          ) : items.length === 0 ? (
            <Typography sx={{ px: 1 }}>{es.shell.noStores}</Typography>
          ) : (
            <List aria-labelledby="store-selector-title">
              {items.map((store) => (
                <ListItemButton
                  key={store.id}
                  selected={store.id === selectedId}
                  aria-current={store.id === selectedId ? 'true' : undefined}
                  disabled={select.isPending}
                  onClick={() => choose(store)}
                  sx={{ gap: 1.5, borderRadius: 1 }}
                >
                  <StoreLogo name={store.name} logo={store.logo} />
                  <ListItemText
                    primary={store.name}
                    secondary={
                      <Chip
                        size="small"
                        label={storeRoleTag(store.role)}
                        color="secondary"
                        component="span"
                      />
                    }
                    slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { mt: 0.5 } } }}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
