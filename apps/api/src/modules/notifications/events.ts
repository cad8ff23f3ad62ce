import { es, permissionsOf, ROUTES, roleLabel } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructors, sellers } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html.ts';
import { activeUsers, approvers, notify, projectAudience } from './notify.ts';

// The events that create notifications (issue 14), each written in the transaction of the change that causes it,
// with es.notification.events' texts (values escaped) and a link to the thing in the portal.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export const propertyLink = (productId: number) =>
  ROUTES.propertyEdit.replace(':productId', String(productId));
export const projectLink = (id: string) => ROUTES.projectEdit.replace(':id', id);

/** What the events need of a property. */
export interface PropertyFacts {
  productId: number;
  name: string;
  sellerId: string;
  constructorId: string;
  isRealState: boolean;
}

async function projectOf(tx: Executor, sellerId: string) {
  const [row] = await tx
    .select({
      name: sellers.name,
      constructorId: sellers.constructorId,
      builder: constructors.name,
      realState: constructors.realState,
    })
    .from(sellers)
    .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
    .where(eq(sellers.id, sellerId));
  return row;
}

/** A property went to approval: the platform's approvers are told. */
export async function notifyPropertySent(tx: Executor, property: PropertyFacts): Promise<number> {
  const project = await projectOf(tx, property.sellerId);
  return notify(tx, await approvers(tx), {
    constructorId: property.constructorId,
    sellerId: property.sellerId,
    isRealState: property.isRealState,
    title: es.notification.events.propertySentTitle,
    message: es.notification.events.propertySent(escapeHtml(property.name), escapeHtml(project?.name ?? '')),
    type: 'Product',
    operation: 'Create',
    link: propertyLink(property.productId),
  });
}

/** A property was approved (published) or rejected with its reason: its project's readers are told. */
export async function notifyPropertyDecision(
  tx: Executor,
  property: PropertyFacts,
  approved: boolean,
  reason: string | null,
): Promise<number> {
  const name = escapeHtml(property.name);
  return notify(tx, await projectAudience(tx, [property.sellerId]), {
    constructorId: property.constructorId,
    sellerId: property.sellerId,
    isRealState: property.isRealState,
    title: approved
      ? es.notification.events.propertyApprovedTitle
      : es.notification.events.propertyRejectedTitle,
    message: approved
      ? es.notification.events.propertyApproved(name)
      : es.notification.events.propertyRejected(name, escapeHtml(reason ?? '')),
    type: 'Product',
    operation: approved ? 'Create' : 'Reported',
    link: propertyLink(property.productId),
  });
}

/** A project went to approval: the platform's approvers are told. */
export async function notifyProjectSent(tx: Executor, sellerId: string): Promise<number> {
  const project = await projectOf(tx, sellerId);
  if (!project) return 0;
  return notify(tx, await approvers(tx), {
    constructorId: project.constructorId,
    sellerId,
    isRealState: project.realState,
    title: es.notification.events.projectSentTitle,
    message: es.notification.events.projectSent(escapeHtml(project.name), escapeHtml(project.builder)),
    type: 'Seller',
    operation: 'Create',
    link: projectLink(sellerId),
  });
}

/** A project was approved or rejected with its reason: its readers are told. */
export async function notifyProjectDecision(
  tx: Executor,
  sellerId: string,
  approved: boolean,
  reason: string | null,
): Promise<number> {
  const project = await projectOf(tx, sellerId);
  if (!project) return 0;
  const name = escapeHtml(project.name);
  return notify(tx, await projectAudience(tx, [sellerId]), {
    constructorId: project.constructorId,
    sellerId,
    isRealState: project.realState,
    title: approved
      ? es.notification.events.projectApprovedTitle
      : es.notification.events.projectRejectedTitle,
    message: approved
      ? es.notification.events.projectApproved(name)
      : es.notification.events.projectRejected(name, escapeHtml(reason ?? '')),
    type: 'Seller',
    operation: approved ? 'Create' : 'Reported',
    link: projectLink(sellerId),
  });
}

/**
 * Users were given access to a project with a role: each active one whose role there reads notifications is
 * told (for the users module to call in the transaction that grants the access).
 */
export async function notifyProjectAccess(
  tx: Executor,
  userIds: readonly string[],
  sellerId: string,
  role: string,
): Promise<number> {
  if (!permissionsOf(role).includes('notifications.read')) return 0;
  const project = await projectOf(tx, sellerId);
  if (!project) return 0;
  return notify(tx, await activeUsers(tx, userIds), {
    constructorId: project.constructorId,
    sellerId,
    isRealState: project.realState,
    title: es.notification.events.userInvitedTitle,
    message: es.notification.events.userInvited(escapeHtml(project.name), escapeHtml(roleLabel(role))),
    type: 'User',
    operation: 'Create',
    link: projectLink(sellerId),
  });
}

/** A bulk load ended (done or failed): its author is told, if still active. */
export async function notifyBulkLoadEnd(
  tx: Executor,
  load: { constructorId: string; sellerId: string | null; createdBy: string },
  n: { title: string; message: string; operation: string },
): Promise<number> {
  const [builder] = await tx
    .select({ realState: constructors.realState })
    .from(constructors)
    .where(eq(constructors.id, load.constructorId));
  return notify(tx, await activeUsers(tx, [load.createdBy]), {
    constructorId: load.constructorId,
    sellerId: load.sellerId,
    isRealState: builder?.realState ?? false,
    title: n.title,
    message: n.message,
    type: 'Product',
    operation: n.operation,
    link: ROUTES.uploadTemplates,
  });
}
