import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { es, FOOTER_LINKS } from '@tu360/domain';
import { memo } from 'react';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const Footer = memo(function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.main',
        color: 'common.white',
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        borderTop: 4,
        borderColor: 'secondary.main',
      }}
    >
      <Typography sx={{ fontSize: '0.85rem' }}>{es.shell.copyright(new Date().getFullYear())}</Typography>
      <Box
        component="nav"
        aria-label={es.shell.footerLinks}
        sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}
      >
        <Link href={FOOTER_LINKS.securityInfo} {...external} color="inherit" sx={{ fontSize: '0.85rem' }}>
          {es.shell.securityInfo}
          <VisuallyHidden> {es.shell.openInNewTab}</VisuallyHidden>
        </Link>
        <Link href={`mailto:${FOOTER_LINKS.contactEmail}`} color="inherit" sx={{ fontSize: '0.85rem' }}>
          {es.shell.contact}
        </Link>
        <Link href={FOOTER_LINKS.visit} {...external} color="inherit" sx={{ fontSize: '0.85rem' }}>
          {es.shell.visit}
          <VisuallyHidden> {es.shell.openInNewTab}</VisuallyHidden>
        </Link>
      </Box>
    </Box>
  );
});
