import type { UserProfile } from '../lib/session-store.ts';

/** A store user of a builder, as GET /auth/connect/userinfo describes one. */
export function storeUser(): UserProfile {
  return {
    sub: 'u-1',
    id: 'u-1',
    unique_name: 'admin@andina.test',
    given_name: 'Ana',
    family_name: 'Andina',
    email: 'admin@andina.test',
    phone_number: null,
    identification: null,
    role: ['Admintrador_Seller'],
    effectiveRole: 'Admintrador_Seller',
    isAdmin: false,
    isSuperAdmin: false,
    constructor: 'c-1',
    constructorName: 'Constructora Andina',
    realState: false,
    seller: null,
    permission: [],
    lastVisit: null,
  };
}
