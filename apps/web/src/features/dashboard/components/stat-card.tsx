import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';
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

/**
 * A card's parts are the browser's own elements, styled once by the grid that holds them (`StatGrid`), instead of
 * an MUI Paper and two or three Typographies each (issue 10: a home draws 12–15 cards while it loads). They look as
 * those did; the card's accent colour is its own, inline.
 */
const CARD = {
  card: 'stat-card',
  label: 'stat-card-label',
  value: 'stat-card-value',
  note: 'stat-card-note',
} as const;

const gridStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& > li': { minWidth: 0 },
  [`& .${CARD.card}`]: {
    display: 'block',
    height: '100%',
    padding: theme.spacing(2),
    // In pixels, written out: inside `sx` a bare number is a multiple of the theme's radius.
    borderRadius: `${Number(theme.shape.borderRadius) * 2}px`,
    border: `1px solid ${theme.palette.divider}`,
    borderLeftWidth: 4,
    backgroundColor: theme.palette.background.paper,
    color: 'inherit',
    textDecoration: 'none',
  },
  [`& a.${CARD.card}`]: {
    transition: 'box-shadow 120ms, border-color 120ms',
    '&:hover': { boxShadow: theme.shadows[2], borderColor: theme.palette.primary.main },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  [`& .${CARD.label}, & .${CARD.value}`]: { ...theme.typography.body1, display: 'block', margin: 0 },
  [`& .${CARD.label}`]: {
    fontSize: '0.8rem',
    fontWeight: 600,
    letterSpacing: '0.02em',
    color: theme.palette.text.secondary,
    lineHeight: 1.3,
    minHeight: '2.1em',
  },
  [`& .${CARD.value}`]: {
    fontSize: '1.6rem',
    fontWeight: 700,
    lineHeight: 1.2,
    color: theme.palette.text.primary,
    fontVariantNumeric: 'tabular-nums',
    '&[data-large]': { fontSize: '2rem' },
  },
  [`& .${CARD.note}`]: {
    display: 'block',
    marginTop: theme.spacing(0.5),
    fontSize: '0.85rem',
    color: theme.palette.text.secondary,
  },
});

/** One figure of a home: a label, the number and, when it has one, a link to the list it counts. In a StatGrid. */
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
      <span className={CARD.label}>{label}</span>
      <span className={CARD.value} data-large={large ? '' : undefined}>
        {formatNumber(value)}
      </span>
      {children && <span className={CARD.note}>{children}</span>}
    </>
  );
  const style = { borderLeftColor: accent };
  if (!to)
    return (
      <div className={CARD.card} style={style}>
        {content}
      </div>
    );
  return (
    <RouterLink
      to={to}
      className={CARD.card}
      style={style}
      aria-label={noun ? es.dashboard.cardLink(label, formatNumber(value), noun) : undefined}
    >
      {content}
    </RouterLink>
  );
});

/** Cards in a responsive grid, as a list. */
export function StatGrid({ children, min = 160 }: { children: ReactNode; min?: number }) {
  return (
    <Box
      component="ul"
      sx={gridStyles}
      style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` }}
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
