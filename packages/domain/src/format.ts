const CO = 'es-CO';
const TZ = 'America/Bogota';

/** "sábado, 21 de noviembre de 2026, 10:49 a. m." style date for the last visit. */
export function formatLastVisit(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(CO, {
    dateStyle: 'long',
    timeStyle: 'short',
    hour12: true,
    timeZone: TZ,
  }).format(d);
}

/** Short Colombian date in Bogotá time: "21/11/2026". */
export function formatDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(CO, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: TZ,
  }).format(d);
}

/** 12-hour Colombian time. */
export function formatTime12(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(CO, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: TZ,
  }).format(d);
}

/** Colombian pesos without decimals: $ 350.000.000 */
export function formatCop(value: number): string {
  return new Intl.NumberFormat(CO, { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(
    value,
  );
}

/** Square metres with es-CO decimals and thousands: 72.5 → "72,5 m²", 1250 → "1.250 m²". */
export function formatArea(value: number): string {
  return `${new Intl.NumberFormat(CO, { maximumFractionDigits: 2 }).format(value)} m²`;
}

const LOWER_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'el', 'en']);

/** "SAN JOSÉ DE CÚCUTA" → "San José de Cúcuta"; keeps accents. */
export function titleCase(value: string): string {
  return value
    .toLocaleLowerCase(CO)
    .split(/(\s+|-|\(|\))/)
    .map((word, i) => {
      if (!word.trim() || /^[\s\-()]+$/.test(word)) return word;
      if (i > 0 && LOWER_WORDS.has(word)) return word;
      if (/^(\p{L}\.)+,?$/u.test(word)) return word.toLocaleUpperCase(CO);
      return word.charAt(0).toLocaleUpperCase(CO) + word.slice(1);
    })
    .join('');
}
