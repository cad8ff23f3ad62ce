import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { termsVersions } from '../schema.ts';

/**
 * The first version of the terms and conditions, inserted when none is published (issue 15). Its label is the
 * one acceptances were recorded with before terms were versioned, so that those acceptances stay valid; later
 * versions are published from the portal (POST /api/terms/versions).
 */
export const FIRST_TERMS = {
  version: 'v2',
  title: 'Términos y condiciones de uso',
  body: [
    'Tu360Inmobiliario es una plataforma de Bancolombia S.A. que permite a constructoras e inmobiliarias publicar proyectos e inmuebles para su comercialización en la tienda inmobiliaria.',
    'Al usar el portal, usted se compromete a publicar información veraz, completa y actualizada sobre los proyectos, inmuebles, precios y condiciones de venta, y a contar con las autorizaciones necesarias sobre las imágenes y contenidos que cargue.',
    'Los datos personales de clientes potenciales que reciba a través de la plataforma deben tratarse conforme a la Ley 1581 de 2012 y demás normas de protección de datos vigentes en Colombia, únicamente para atender la solicitud del cliente.',
    'Las credenciales de acceso son personales e intransferibles. Usted es responsable de las acciones realizadas con su usuario y debe informar de inmediato cualquier uso no autorizado.',
    'Bancolombia podrá revisar, aprobar, rechazar u ocultar publicaciones que no cumplan estas condiciones o las políticas de la plataforma, y podrá actualizar estos términos informándolo a través del portal.',
  ]
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join(''),
} as const;

/** Publishes FIRST_TERMS when no version is published yet (every start, demo data or not). */
export async function seedTerms(db: Db): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(termsVersions);
  if (count > 0) return;
  await db
    .insert(termsVersions)
    .values({ ...FIRST_TERMS })
    .onConflictDoNothing();
}
