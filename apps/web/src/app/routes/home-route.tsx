import AdminHomePage from '../../features/dashboard/routes/admin-home-page.tsx';
import StoreHomePage from '../../features/stores/routes/store-home-page.tsx';
import { useSession } from '../../lib/session-store.ts';

/** /inicio: the admin home or the store user's home, by admin status. */
export default function HomeRoute() {
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  return isAdmin ? <AdminHomePage /> : <StoreHomePage />;
}
