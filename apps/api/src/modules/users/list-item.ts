import { userState } from '@tu360/domain';
import type { BuilderUser, UserProject } from '@tu360/domain/contracts';

/** What a user row carries for the list's item (the list's query and a user's detail read the same columns). */
export interface UserRowForList {
  id: string;
  givenName: string;
  familyName: string;
  email: string;
  role: string;
  isActive: boolean;
  lastVisitAt: Date | null;
  constructorId: string | null;
  constructorName: string | null;
  projects: UserProject[];
}

/** A user as the list shows it (the spec's builder user list item and the page's columns). */
export function toBuilderUser(u: UserRowForList): BuilderUser {
  return {
    id: u.id,
    givenName: u.givenName,
    lastName: u.familyName,
    roles: [...new Set([u.role, ...u.projects.map((x) => x.role)])],
    email: u.email,
    role: u.role,
    constructorId: u.constructorId,
    constructorName: u.constructorName,
    projects: u.projects,
    state: userState(u),
    lastVisit: u.lastVisitAt?.toISOString() ?? null,
  };
}
