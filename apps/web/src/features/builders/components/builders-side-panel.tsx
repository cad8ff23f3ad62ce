import AddRounded from '@mui/icons-material/AddRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { es, pathAfterTabChange, type SidePanelTab, sidePanelFor } from '@tu360/domain';
import type { BuilderItem } from '@tu360/domain/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { session, useSession } from '../../../lib/session-store.ts';
import { useBuilders } from '../api/get-builders.ts';
import { newBuilderPath } from '../new-builder.ts';
import { BuilderList } from './builder-list.tsx';

const TABS: { value: SidePanelTab; label: string }[] = [
  { value: 'constructoras', label: es.shell.tabBuilders },
  { value: 'inmobiliarias', label: es.shell.tabAgencies },
];

/** Admin side panel: page title, dependency search, builders/agencies tabs and list (spec section 2). */
export function BuildersSidePanel() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const roles = useSession((s) => s.user?.role);
  const selected = useSession((s) => s.selectedConstructor);
  const [tab, setTab] = useState<SidePanelTab>(selected?.realState ? 'inmobiliarias' : 'constructoras');
  const [keyword, setKeyword] = useState('');
  const panel = sidePanelFor(pathname, tab, roles ?? []);
  const builders = useBuilders({
    keyword,
    realState: tab === 'inmobiliarias',
    withNotification: panel.showUnreadCounts,
    enabled: panel.showList && !panel.heading,
  });
  const items = builders.data?.pages.flatMap((p) => p.data) ?? [];

  const changeTab = (next: SidePanelTab) => {
    setTab(next);
    session.selectConstructor(null);
    const to = pathAfterTabChange(pathname, next);
    if (to !== pathname) navigate(to);
  };
  const select = (b: BuilderItem | null) =>
    session.selectConstructor(
      b
        ? { id: b.id, name: b.name, logo: b.logo, nit: b.nit, realState: b.realState, all: false }
        : {
            id: null,
            name: panel.firstEntry ?? '',
            logo: null,
            nit: null,
            realState: tab === 'inmobiliarias',
            all: true,
          },
    );
  const add = () => {
    session.selectConstructor(null);
    navigate(newBuilderPath(tab === 'inmobiliarias'));
  };

  return (
    <Box
      component="aside"
      aria-labelledby="side-panel-title"
      sx={{
        width: { xs: '100%', md: 260, xl: 300 },
        flexShrink: 0,
        alignSelf: 'stretch',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          position: { md: 'sticky' },
          top: { md: 64 },
          maxHeight: { md: 'calc(100vh - 64px)' },
        }}
      >
        <Typography id="side-panel-title" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {panel.title}
        </Typography>
        {panel.heading ? (
          <Typography component="h3" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {panel.heading}
          </Typography>
        ) : (
          panel.showList && (
            <>
              <TextField
                label={es.shell.sidePanelSearch}
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
              <Tabs
                value={tab}
                onChange={(_, next: SidePanelTab) => changeTab(next)}
                variant="fullWidth"
                aria-label={es.shell.sidePanel}
              >
                {TABS.map((t) => (
                  <Tab
                    key={t.value}
                    value={t.value}
                    label={t.label}
                    id={`tab-${t.value}`}
                    aria-controls="side-panel-list"
                  />
                ))}
              </Tabs>
              {panel.showAddButton && (
                <Button
                  variant="contained"
                  color="secondary"
                  startIcon={<AddRounded aria-hidden />}
                  onClick={add}
                >
                  {es.shell.add}
                </Button>
              )}
              <BuilderList
                id="side-panel-list"
                labelledBy={`tab-${tab}`}
                items={items}
                firstEntry={panel.firstEntry}
                showUnreadCounts={panel.showUnreadCounts}
                selectedId={selected?.id}
                firstEntrySelected={!!selected?.all}
                onSelect={select}
                hasMore={!!builders.hasNextPage}
                loadingMore={builders.isFetching}
                onLoadMore={() => void builders.fetchNextPage()}
              />
            </>
          )
        )}
      </Box>
    </Box>
  );
}
