import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { es, formatNumber } from '@tu360/domain';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface StatCardProps {
  label: string;
  value: number;
  /** The list this count is the total of, filtered alike; the card is then a link. */
  to?: string;
  /** What is counted, for the link's accessible name ("inmuebles", "proyectos"). */
  noun?: string;
  /** The colour of the card's left edge (a status' colour). */
  accent?: string;
  /** A smaller figure or note under the number. */
  children?: ReactNode;
  /** The number in a larger size (the top row's figures). */
  large?: boolean;
}

/** One figure of a home: a label, the number and, when it has one, a link to the list it counts. */
export const StatCard = memo(function StatCard({
  label,
  value,
  to,
  noun,
  accent = '#9aa5b1',
  children,
  large,
}: StatCardProps) {
  const content = (
    <>
      <Typography
        component="span"
        sx={{
          display: 'block',
          fontSize: '0.8rem',
          fontWeight: 600,
          letterSpacing: '0.02em',
          color: 'text.secondary',
          lineHeight: 1.3,
          minHeight: '2.1em',
        }}
      >
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{
          display: 'block',
          fontSize: large ? '2rem' : '1.6rem',
          fontWeight: 700,
          lineHeight: 1.2,
          color: 'text.primary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatNumber(value)}
      </Typography>
      {children && (
        <Box
          component="span"
          sx={{ display: 'block', mt: 0.5, fontSize: '0.85rem', color: 'text.secondary' }}
        >
          {children}
        </Box>
      )}
    </>
  );
  const sx = {
    display: 'block',
    height: '100%',
    p: 2,
    borderRadius: 2,
    borderLeft: `4px solid ${accent}`,
    textDecoration: 'none',
    color: 'inherit',
  } as const;
  if (!to)
    return (
      <Paper variant="outlined" sx={sx}>
        {content}
      </Paper>
    );
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={to}
      aria-label={noun ? es.dashboard.cardLink(label, formatNumber(value), noun) : undefined}
      sx={{
        ...sx,
        transition: 'box-shadow 120ms, border-color 120ms',
        '&:hover': { boxShadow: 2, borderColor: 'primary.main', borderLeftColor: accent },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {content}
    </Paper>
  );
});

/** Cards in a responsive grid, as a list. */
export function StatGrid({ children, min = 160 }: { children: ReactNode; min?: number }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** A titled part of a home. */
export function DashboardSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography
          id={id}
          component="h2"
          sx={{ fontSize: '1.1rem', fontWeight: 700, color: 'primary.main' }}
        >
          {title}
        </Typography>
        {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      </Box>
      {children}
    </Box>
  );
}

/** Colours of the statuses on the cards (the status chips' meaning: published green, waiting amber, rejected red). */
export const STATUS_ACCENT: Record<string, string> = {
  Published: '#1e8e3e',
  Synchronized: '#1e8e3e',
  Approved: '#1a73e8',
  OnApprobation: '#f2a900',
  Incomplete: '#9aa5b1',
  Rejected: '#d93025',
  Hidden: '#5f6b7a',
  Hide: '#5f6b7a',
};
