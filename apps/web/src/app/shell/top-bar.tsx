import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { es, ROUTES } from '@tu360/domain';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';

export interface TopBarProps {
  userName: string;
  roleText: string;
  /** The FAQ's address; undefined while the configuration is on its way (its place is kept), '' for none. */
  faqUrl: string | undefined;
  /** The notifications bell (absent for roles that do not read notifications). */
  notifications?: ReactNode;
  /** Where the user's name leads (store users: Mis datos); not a link when absent. */
  profileTo?: string;
}

const HELP_SX = { display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 } as const;

/** Top bar: logo, help link to the FAQ, notifications bell, user icon, user name and role label. */
export const TopBar = memo(function TopBar({
  userName,
  roleText,
  faqUrl,
  notifications,
  profileTo,
}: TopBarProps) {
  return (
    <AppBar
      component="header"
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        sx={{ gap: 2, minHeight: { xs: 64 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}
      >
        <Link component={RouterLink} to={ROUTES.home} underline="none">
          <BrandLogo />
        </Link>
        <Box sx={{ flex: 1 }} />
        {faqUrl ? (
          <Link href={faqUrl} target="_blank" rel="noopener noreferrer" underline="hover" sx={HELP_SX}>
            <HelpOutlineRounded aria-hidden fontSize="small" />
            {es.shell.help}
            <VisuallyHidden> {es.shell.openInNewTab}</VisuallyHidden>
          </Link>
        ) : (
          // Until the configuration says where help is, its place is kept (unseen, out of the accessibility
          // tree): on a phone the bar wraps, and the link arriving moved the bell and the page down (CLS 0.39).
          faqUrl === undefined && (
            <Link component="span" aria-hidden sx={{ ...HELP_SX, visibility: 'hidden' }}>
              <HelpOutlineRounded fontSize="small" />
              {es.shell.help}
            </Link>
          )
        )}
        {notifications}
        <Box
          {...(profileTo ? { component: RouterLink, to: profileTo } : {})}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: 2,
            borderLeft: 1,
            borderColor: 'divider',
            color: 'inherit',
            textDecoration: 'none',
            '&:hover .top-bar-user-name': profileTo ? { textDecoration: 'underline' } : undefined,
          }}
        >
          <AccountCircleRounded aria-hidden sx={{ fontSize: 36, color: 'primary.main' }} />
          <Box sx={{ lineHeight: 1.2 }}>
            {profileTo && <VisuallyHidden>{es.myData.title}: </VisuallyHidden>}
            <Typography className="top-bar-user-name" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
              {userName}
            </Typography>
            <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{roleText}</Typography>
          </Box>
        </Box>
      </Toolbar>
    </AppBar>
  );
});
