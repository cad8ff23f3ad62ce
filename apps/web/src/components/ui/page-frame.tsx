import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Title of a page and the white frame holding its content. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title">
      <Typography
        id="page-title"
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' }, fontWeight: 700, mb: 2, color: 'primary.main' }}
      >
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5, xl: 3 }, borderRadius: 2 }}>
        {children}
      </Paper>
    </section>
  );
}
