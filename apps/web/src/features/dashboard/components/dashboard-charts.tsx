import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { CATEGORY_BY_TYPE, es, formatNumber } from '@tu360/domain';
import type { DashboardWeek } from '@tu360/domain/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

const D = es.dashboard;
const LABEL_OF_CATEGORY = Object.fromEntries(
  Object.entries(CATEGORY_BY_TYPE).map(([label, c]) => [c, label]),
);

/** A week's Monday as the axis shows it ("23 nov."), and in full in the table ("23/11/2026"). */
const weekDate = (day: string) => new Date(`${day}T12:00:00Z`);
// Made once (toLocaleDateString would make a formatter per call, twice per week drawn).
const SHORT_WEEK = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const FULL_WEEK = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortWeek = (day: string) => SHORT_WEEK.format(weekDate(day));
const fullWeek = (day: string) => FULL_WEEK.format(weekDate(day));

interface Point {
  /** On the axis. */
  label: string;
  /** In the table and the accessible description. */
  fullLabel: string;
  value: number;
}

/**
 * One chart with its title and its table alternative: "Ver como tabla" (a toggle) shows the same figures as a
 * table; the chart itself is described by its title and every value for screen readers.
 */
function ChartPanel({
  title,
  labelHeader,
  points,
  color,
}: {
  title: string;
  labelHeader: string;
  points: Point[];
  color: string;
}) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const empty = points.every((p) => p.value === 0);
  const description = `${title}. ${points.map((p) => `${p.fullLabel}: ${formatNumber(p.value)}`).join('; ')}`;
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={`${id}-title`}
      sx={{ m: 0, p: 2, borderRadius: 2, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Typography
          id={`${id}-title`}
          component="h3"
          sx={{ fontSize: '0.95rem', fontWeight: 700, flex: 1, lineHeight: 1.4 }}
        >
          {title}
        </Typography>
        <Button
          size="small"
          variant={asTable ? 'contained' : 'outlined'}
          aria-pressed={asTable}
          aria-controls={`${id}-body`}
          onClick={() => setAsTable((v) => !v)}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {D.showTable}
        </Button>
      </Box>
      <Box id={`${id}-body`} sx={{ flex: 1 }}>
        {asTable ? (
          <Table size="small" aria-labelledby={`${id}-title`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {labelHeader}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {D.quantity}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((p) => (
                <TableRow key={p.fullLabel}>
                  <TableCell component="th" scope="row">
                    {p.fullLabel}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(p.value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Box role="img" aria-label={description} sx={{ position: 'relative' }}>
            <BarChart
              height={240}
              xAxis={[
                { scaleType: 'band', data: points.map((p) => p.label), tickLabelStyle: { fontSize: 11 } },
              ]}
              yAxis={[{ tickMinStep: 1, width: 36, min: 0, max: empty ? 1 : undefined }]}
              series={[{ data: points.map((p) => p.value), label: title, color }]}
              hideLegend
              margin={{ top: 8, right: 8, bottom: 4, left: 4 }}
              skipAnimation
            />
            {empty && (
              <Typography
                aria-hidden
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.secondary',
                  fontSize: '0.9rem',
                  pointerEvents: 'none',
                }}
              >
                {D.noData}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

export interface DashboardChartsProps {
  weeks: DashboardWeek[];
  /** Properties per category (get-realstatestypes-count's rows). */
  categories: { category: string | null; total: number }[];
  /** The title of the categories' chart ("por categoría" for admins, "por tipo" for the store). */
  categoriesTitle: string;
}

/**
 * The homes' charts (MUI X Charts), loaded after the page's first paint (React.lazy): properties published and
 * leads per week over 12 weeks, and properties per category; each with its table alternative.
 */
export default function DashboardCharts({ weeks, categories, categoriesTitle }: DashboardChartsProps) {
  const weekPoints = (pick: (w: DashboardWeek) => number): Point[] =>
    weeks.map((w) => ({ label: shortWeek(w.weekStart), fullLabel: fullWeek(w.weekStart), value: pick(w) }));
  const categoryPoints: Point[] = categories.map((c) => {
    const label = (c.category && LABEL_OF_CATEGORY[c.category]) || D.noCategory;
    return { label, fullLabel: label, value: c.total };
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <ChartPanel
        title={D.publishedChart}
        labelHeader={D.weekOf}
        points={weekPoints((w) => w.published)}
        color="#00803c"
      />
      <ChartPanel
        title={D.leadsChart}
        labelHeader={D.weekOf}
        points={weekPoints((w) => w.leads)}
        color="#2c2a29"
      />
      <ChartPanel title={categoriesTitle} labelHeader={D.category} points={categoryPoints} color="#9c7a00" />
    </Box>
  );
}
