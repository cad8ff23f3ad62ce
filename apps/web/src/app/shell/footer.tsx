import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';
import { es, FOOTER_LINKS } from '@tu360/domain';
import { memo } from 'react';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The footer's text and links are the browser's own elements, styled once here (as the top bar's, issue 10). */
const footerStyles = (theme: Theme): CSSObject => ({
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.common.white,
  padding: theme.spacing(2, 3),
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  alignItems: 'center',
  justifyContent: 'space-between',
  borderTop: `4px solid ${theme.palette.secondary.main}`,
  '& > p': { ...theme.typography.body1, margin: 0, fontSize: '0.85rem' },
  '& > nav': { display: 'flex', gap: theme.spacing(3), flexWrap: 'wrap' },
  '& > nav > a': { fontSize: '0.85rem', color: 'inherit', textDecoration: 'underline' },
});

export const Footer = memo(function Footer() {
  return (
    <Box component="footer" sx={footerStyles}>
      <p>{es.shell.copyright(new Date().getFullYear())}</p>
      <nav aria-label={es.shell.footerLinks}>
        <a href={FOOTER_LINKS.securityInfo} {...external}>
          {es.shell.securityInfo}
          <VisuallyHidden> {es.shell.openInNewTab}</VisuallyHidden>
        </a>
        <a href={`mailto:${FOOTER_LINKS.contactEmail}`}>{es.shell.contact}</a>
        <a href={FOOTER_LINKS.visit} {...external}>
          {es.shell.visit}
          <VisuallyHidden> {es.shell.openInNewTab}</VisuallyHidden>
        </a>
      </nav>
    </Box>
  );
});
