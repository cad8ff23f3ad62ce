import { formatLastVisit } from '../format.ts';
import { es } from '../messages/es.ts';

// A module of its own: the API client loads maintenance-rules.ts on every page, sign-in included, and this text,
// with the date formatting it needs, is only for /mantenimiento.

/** "Esperamos estar de vuelta el 25 de noviembre de 2026 a las 3:30 p. m." (Bogotá time, es-CO). */
export function maintenanceEndText(expectedEnd: string | Date | null | undefined): string {
  return expectedEnd
    ? es.maintenance.expectedEnd(formatLastVisit(expectedEnd))
    : es.maintenance.noExpectedEnd;
}
