import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';
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

/**
 * The bar's parts are the browser's own elements, styled once by the bar (issue 10: the shell is on every signed-in
 * page, and MUI's AppBar, Toolbar, Links and Typographies each were a styled component more to draw). They look as
 * those did: a white sticky bar with a divider below, 64 px high, wrapping on a phone.
 */
const BAR = {
  row: 'top-bar-row',
  home: 'top-bar-home',
  spacer: 'top-bar-spacer',
  help: 'top-bar-help',
  user: 'top-bar-user',
  avatar: 'top-bar-avatar',
  name: 'top-bar-user-name',
  role: 'top-bar-user-role',
} as const;

const barStyles = (theme: Theme): CSSObject => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '100%',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderBottom: `1px solid ${theme.palette.divider}`,
  [`& .${BAR.row}`]: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    minHeight: 64,
    padding: theme.spacing(1, 2),
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
    [theme.breakpoints.up('md')]: { flexWrap: 'nowrap', paddingTop: 0, paddingBottom: 0 },
  },
  [`& .${BAR.spacer}`]: { flex: 1 },
  [`& .${BAR.home}`]: { color: theme.palette.primary.main, textDecoration: 'none' },
  [`& .${BAR.help}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    fontWeight: 600,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  [`& .${BAR.user}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    paddingLeft: theme.spacing(2),
    borderLeft: `1px solid ${theme.palette.divider}`,
    color: 'inherit',
    textDecoration: 'none',
  },
  [`& a.${BAR.user}:hover .${BAR.name}`]: { textDecoration: 'underline' },
  [`& .${BAR.avatar}`]: { fontSize: 36, color: theme.palette.primary.main },
  [`& .${BAR.name}, & .${BAR.role}`]: { ...theme.typography.body1, display: 'block' },
  [`& .${BAR.name}`]: { fontWeight: 700, fontSize: '0.95rem' },
  [`& .${BAR.role}`]: { fontSize: '0.8rem', color: theme.palette.text.secondary },
});

/** Top bar: logo, help link to the FAQ, notifications bell, user icon, user name and role label. */
export const TopBar = memo(function TopBar({
  userName,
  roleText,
  faqUrl,
  notifications,
  profileTo,
}: TopBarProps) {
  const user = (
    <>
      <AccountCircleRounded aria-hidden className={BAR.avatar} />
      <span>
        {profileTo && <VisuallyHidden>{es.myData.title}: </VisuallyHidden>}
        <span className={BAR.name}>{userName}</span>
        <span className={BAR.role}>{roleText}</span>
      </span>
    </>
  );
  return (
    <Box component="header" sx={barStyles}>
      <div className={BAR.row}>
        <RouterLink to={ROUTES.home} className={BAR.home}>
          <BrandLogo />
        </RouterLink>
        <span className={BAR.spacer} />
        {faqUrl ? (
          <a href={faqUrl} target="_blank" rel="noopener noreferrer" className={BAR.help}>
            <HelpOutlineRounded aria-hidden fontSize="small" />
            {es.shell.help}
            <VisuallyHidden> {es.shell.openInNewTab}</VisuallyHidden>
          </a>
        ) : (
          // Until the configuration says where help is, its place is kept (unseen, out of the accessibility
          // tree): on a phone the bar wraps, and the link arriving moved the bell and the page down (CLS 0.39).
          faqUrl === undefined && (
            <span aria-hidden className={BAR.help} style={{ visibility: 'hidden' }}>
              <HelpOutlineRounded fontSize="small" />
              {es.shell.help}
            </span>
          )
        )}
        {notifications}
        {profileTo ? (
          <RouterLink to={profileTo} className={BAR.user}>
            {user}
          </RouterLink>
        ) : (
          <div className={BAR.user}>{user}</div>
        )}
      </div>
    </Box>
  );
});
