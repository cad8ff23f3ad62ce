import { ROUTES } from '@tu360/domain';

/** Platform administrators work under /tiendas/usuarios, store users under /mi-tienda/usuarios. */
export type UsersArea = 'admin' | 'store';

/** The users pages of an area: the list, the create form, a user's detail and its edit form. */
export function usersPaths(area: UsersArea) {
  const admin = area === 'admin';
  return {
    list: admin ? ROUTES.adminUsers : ROUTES.storeUsers,
    create: admin ? ROUTES.adminUsersCreate : ROUTES.storeUsersCreate,
    detail: (id: string) => (admin ? ROUTES.adminUserDetail : ROUTES.storeUserDetail).replace(':id', id),
    edit: (id: string) => (admin ? ROUTES.adminUserEdit : ROUTES.storeUserEdit).replace(':id', id),
  };
}
