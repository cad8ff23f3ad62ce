import type { RoleName } from '../roles.ts';

/** "Ayuda de roles" (spec section 6, issue 13): what each role does, in a sentence. */
export const ROLE_HELP: Record<RoleName, string> = {
  SuperAdmin:
    'Administra toda la plataforma: constructoras, inmobiliarias, aprobaciones, parámetros y todos los usuarios, incluidos los administradores del banco.',
  Administrador_Bancolombia:
    'Administra la plataforma por el banco: aprueba proyectos e inmuebles y gestiona los usuarios de las constructoras y los operativos y visualizadores del banco.',
  Operativo_Bancolombia:
    'Opera el catálogo de todas las constructoras (inmuebles, aprobaciones, precios y plantillas) sin gestionar usuarios.',
  Visualizador_Bancolombia: 'Consulta toda la información de la plataforma en modo de solo lectura.',
  Admintrador_Seller:
    'Administra los proyectos asignados: inmuebles, precios, plantillas de carga, usuarios e integraciones de la constructora.',
  Operativo_Seller:
    'Crea y edita proyectos e inmuebles, actualiza precios y carga plantillas en los proyectos asignados; no gestiona usuarios.',
  Visualizador_Seller: 'Consulta los proyectos e inmuebles asignados en modo de solo lectura.',
  Asesor_Comercial:
    'Atiende a los clientes potenciales de los proyectos asignados y consulta su información.',
  Administrador_SellerDeSeller:
    'Administra la inmobiliaria: sus inmuebles, precios, plantillas de carga, usuarios e integraciones.',
};
