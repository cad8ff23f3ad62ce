import { randomUUID } from 'node:crypto';
import { es, roleLabel } from '@tu360/domain';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Principal } from '../auth/identity.ts';

type Writer = Pick<Db, 'insert'>;

/** What a users route does to a user, as its history names it (es.users.historyActions). */
export type UserAction = 'Create' | 'Update' | 'Deactivate' | 'Reactivate' | 'Delete' | 'Assign' | 'Invite';

export interface FieldChange {
  field: string | null;
  before: string | null;
  after: string | null;
}

/** A user's form values as its history shows them. */
export interface AuditedUser {
  givenName: string;
  familyName: string;
  email: string;
  identification: string | null;
  phoneNumber: string | null;
  role: string;
  constructorName?: string | null;
  /** The projects as "Proyecto: Rol" text. */
  projects: readonly { name: string; role: string }[];
}

/** The projects as the history shows them: "Proyecto: Rol", by name. */
export const projectsText = (projects: readonly { name: string; role: string }[]): string | null =>
  projects.length
    ? [...projects]
        .sort((a, b) => a.name.localeCompare(b.name, 'es'))
        .map((x) => `${x.name}: ${roleLabel(x.role)}`)
        .join(', ')
    : null;

const f = es.users.fields;

/** The fields that differ between two states of a user (before null: a new user). */
export function userChanges(before: AuditedUser | null, after: AuditedUser): FieldChange[] {
  const pairs: [string, string | null | undefined, string | null | undefined][] = [
    [f.givenName, before?.givenName, after.givenName],
    [f.lastName, before?.familyName, after.familyName],
    [f.email, before?.email, after.email],
    [f.identification, before?.identification, after.identification],
    [f.phone, before?.phoneNumber, after.phoneNumber],
    [f.role, before ? roleLabel(before.role) : null, roleLabel(after.role)],
    [f.company, before?.constructorName, after.constructorName],
    [f.projects, before ? projectsText(before.projects) : null, projectsText(after.projects)],
  ];
  return pairs
    .map(([field, b, a]) => ({ field, before: b ?? null, after: a ?? null }))
    .filter((c) => c.before !== c.after);
}

/**
 * One change to a user in audit_log (entityType 'User'), all its fields under one transactionalId, written with
 * the transaction that makes the change. A change with no field is recorded as the action alone.
 */
export async function auditUser(
  tx: Writer,
  p: Principal,
  user: { id: string; constructorId: string | null },
  action: UserAction,
  changes: readonly FieldChange[] = [],
  /** When it happened (default now): the history is ordered by it, newest first. */
  at: Date = new Date(),
): Promise<void> {
  const transactionalId = randomUUID();
  const rows = (changes.length ? changes : [{ field: null, before: null, after: null }]).map((c) => ({
    transactionalId,
    entityType: 'User',
    entityId: user.id,
    constructorId: user.constructorId,
    userId: p.userId,
    userName: p.userName,
    action,
    field: c.field,
    valueBefore: c.before,
    valueAfter: c.after,
    createdAt: at,
  }));
  await tx.insert(auditLog).values(rows);
}
