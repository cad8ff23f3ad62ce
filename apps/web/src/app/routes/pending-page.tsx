import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es, menuFor, PAGE_TITLES, routePatternOf } from '@tu360/domain';
import { useLocation } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useAccessContext } from '../access-context.ts';

/** The title of the menu entry leading to a route (agencies see their own labels), else the page title. */
function titleOf(pattern: string, menu: ReturnType<typeof menuFor> | null): string {
  const item = menu?.sections.flatMap((s) => s.items).find((i) => i.to === pattern);
  return item?.label ?? PAGE_TITLES[pattern] ?? '';
}

/** Authenticated page whose content belongs to a later issue: real title, frame and notice. */
export default function PendingPage() {
  const { pathname } = useLocation();
  const ctx = useAccessContext();
  const selectedConstructor = useSession((s) => s.selectedConstructor);
  const pattern = routePatternOf(pathname) ?? pathname;
  const title = titleOf(pattern, ctx ? menuFor(ctx) : null);
  return (
    <PageFrame title={title}>
      {ctx?.isAdmin && selectedConstructor && (
        <Chip label={selectedConstructor.name} color="secondary" sx={{ mb: 2, fontWeight: 600 }} />
      )}
      <Typography>{es.shell.pagePending}</Typography>
    </PageFrame>
  );
}
