import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BrandLogo } from './brand-logo.tsx';
import { SkylineArt } from './skyline-art.tsx';

/** Public pages (sign-in, password reset…): brand panel beside the content. */
export function PublicLayout({ children, title }: { children: ReactNode; title?: string }) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          flex: { md: '0 0 42%' },
          bgcolor: 'primary.main',
          color: 'common.white',
          p: { xs: 3, md: 6 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: 4,
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <BrandLogo inverted size="large" />
        <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'relative', zIndex: 1 }}>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, mb: 2, maxWidth: 420 }}>
            {es.auth.brandTitle}
          </Typography>
          <Typography sx={{ opacity: 0.85, maxWidth: 420 }}>{es.auth.brandText}</Typography>
        </Box>
        <SkylineArt />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
      >
        {children}
      </Box>
    </Box>
  );
}
