import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es, isViewerRole, roleLabel, storeRoleTag } from '@tu360/domain';
import { Button } from '../../components/ui/button.tsx';
import { Hint } from '../../components/ui/hint.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { StoreLogo } from '../../components/ui/store-logo.tsx';
import type { SelectedSeller } from '../../lib/session-store.ts';

export interface StoreHeaderProps {
  store: SelectedSeller | null;
  companyName: string | null;
  collapsed: boolean;
  onOpenSelector: () => void;
}

/** Head of the store user's side menu: logo, store name, NIT, role tag and the store selector button. */
export function StoreHeader({ store, companyName, collapsed, onOpenSelector }: StoreHeaderProps) {
  const name = store?.name ?? companyName ?? es.shell.chooseStore;
  if (collapsed) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
        <Hint title={es.shell.chooseStoreButton} placement="right">
          <IconButton aria-label={es.shell.chooseStoreButton} onClick={onOpenSelector} aria-haspopup="dialog">
            <StoreLogo name={name} logo={store?.logo} size={40} />
          </IconButton>
        </Hint>
      </Box>
    );
  }
  const tag = store ? (isViewerRole(store.role) ? storeRoleTag(store.role) : roleLabel(store.role)) : null;
  return (
    <Box sx={{ mx: 1.5, mb: 1, p: 1.5, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.07)' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <StoreLogo name={name} logo={store?.logo} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.25, wordBreak: 'break-word' }}>{name}</Typography>
          {store?.nit && (
            <Typography sx={{ fontSize: '0.8rem', opacity: 0.8 }}>
              {es.shell.nit} {store.nit}
            </Typography>
          )}
        </Box>
      </Box>
      {tag && <Chip size="small" label={tag} color="secondary" sx={{ mt: 1, fontWeight: 600 }} />}
      <Button
        fullWidth
        size="small"
        variant="outlined"
        startIcon={<SwapHorizRounded aria-hidden />}
        onClick={onOpenSelector}
        aria-haspopup="dialog"
        sx={{ mt: 1.5, color: 'common.white', borderColor: 'rgba(255,255,255,0.4)' }}
      >
        {store ? es.shell.chooseStoreButton : es.shell.chooseStore}
      </Button>
    </Box>
  );
}
