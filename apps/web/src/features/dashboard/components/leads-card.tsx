import Box from '@mui/material/Box';
import { es, formatNumber, ROUTES } from '@tu360/domain';
import type { DashboardActivity } from '@tu360/domain/contracts';
import { memo } from 'react';
import { Growth } from './growth.tsx';
import { StatCard } from './stat-card.tsx';

const D = es.dashboard;

/** Leads this month with their growth against last month, linking to the leads page: the same card on both homes. */
export const LeadsCard = memo(function LeadsCard({
  leads,
  accent,
}: {
  leads: DashboardActivity['leads'] | undefined;
  accent: string;
}) {
  return (
    <StatCard
      large
      label={D.leadsTitle}
      value={leads?.thisMonth ?? 0}
      to={ROUTES.leads}
      noun={D.leadsNoun}
      accent={accent}
    >
      {leads ? (
        <>
          <Growth percent={leads.growthPercent} />
          <Box component="span" sx={{ display: 'block' }}>
            {D.lastMonth(formatNumber(leads.lastMonth))}
          </Box>
        </>
      ) : (
        // Its two lines are kept, unseen, while the figures come: the cards below do not move when they do.
        <Box component="span" aria-hidden sx={{ display: 'block', visibility: 'hidden' }}>
          <Growth percent={0} />
          <Box component="span" sx={{ display: 'block' }}>
            {D.lastMonth(formatNumber(0))}
          </Box>
        </Box>
      )}
    </StatCard>
  );
});
