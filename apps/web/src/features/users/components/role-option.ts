import { es, isPlatformRole, roleLabel } from '@tu360/domain';

/**
 * A role as the list's filters and choices name it: several roles share the label "Administrador", so the bank's
 * roles and the agencies' administrator say whose they are (SuperAdmin's label already does).
 */
export function roleOptionLabel(role: string): string {
  const label = roleLabel(role);
  if (role === 'SuperAdmin') return label;
  if (isPlatformRole(role)) return es.users.roleOption(label, es.users.roleScope.platform);
  if (role === 'Administrador_SellerDeSeller') return es.users.roleOption(label, es.users.roleScope.agency);
  return label;
}
