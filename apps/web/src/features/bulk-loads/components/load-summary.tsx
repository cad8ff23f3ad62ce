import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { BulkLoad } from '@tu360/domain/contracts';

const U = es.bulkLoadsUi;

/** The dry run's figures: rows read, to create, to update, in error. */
export function LoadSummary({ load }: { load: BulkLoad }) {
  // A deletion counts the properties it deletes (they exist: the server counts them as toUpdate, then updated).
  // A zip of images counts images: read, to attach, refused or unmatched.
  const images = load.kind === 'PropertyImages' || load.kind === 'ProjectImages';
  const figures: [string, number][] = images
    ? [
        [U.images.imagesRead, load.rowsTotal],
        [U.images.toAttach, load.toCreate],
        [U.images.errorImages, load.errorRows],
      ]
    : load.kind === 'PropertyDeletion'
      ? load.status === 'Done'
        ? [
            [U.rowsRead, load.rowsTotal],
            [U.deletion.deleted, load.updated],
          ]
        : [
            [U.rowsRead, load.rowsTotal],
            [U.deletion.toDelete, load.toUpdate],
            [U.errorRows, load.errorRows],
          ]
      : [
          [U.rowsRead, load.rowsTotal],
          [U.toCreate, load.toCreate],
          [U.toUpdate, load.toUpdate],
          [U.errorRows, load.errorRows],
        ];
  return (
    <Box component="section" aria-labelledby="bulk-summary-title" sx={{ mb: 2 }}>
      <Typography id="bulk-summary-title" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {load.kind === 'PropertyDeletion' && load.status === 'Done' ? U.deletion.resultTitle : U.summaryTitle}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1.5, m: 0 }}
      >
        {figures.map(([label, value]) => (
          <Box
            key={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, textAlign: 'center' }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontSize: '1.5rem',
                fontWeight: 700,
                color:
                  (label === U.errorRows || label === U.images.errorImages) && value > 0
                    ? 'error.main'
                    : 'text.primary',
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
