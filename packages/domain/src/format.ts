const CO = 'es-CO';
const TZ = 'America/Bogota';

// Each formatter is made once, on its first use, and kept: making an Intl formatter costs far more than using
// one (toLocaleString makes a new one on every call), and a list or a home formats hundreds of figures per render.
// Made lazily, not at import, so that the module stays free of side effects for the bundler.
let lastVisit: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;
let time12: Intl.DateTimeFormat | undefined;
let cop: Intl.NumberFormat | undefined;
let area: Intl.NumberFormat | undefined;
let plain: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** "sábado, 21 de noviembre de 2026, 10:49 a. m." style date for the last visit. */
export function formatLastVisit(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  lastVisit ??= new Intl.DateTimeFormat(CO, {
    dateStyle: 'long',
    timeStyle: 'short',
    hour12: true,
    timeZone: TZ,
  });
  return lastVisit.format(d);
}

/** Short Colombian date in Bogotá time: "21/11/2026". */
export function formatDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  shortDate ??= new Intl.DateTimeFormat(CO, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: TZ,
  });
  return shortDate.format(d);
}

/** 12-hour Colombian time. */
export function formatTime12(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  time12 ??= new Intl.DateTimeFormat(CO, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: TZ,
  });
  return time12.format(d);
}

/** Colombian pesos without decimals: $ 350.000.000 */
export function formatCop(value: number): string {
  cop ??= new Intl.NumberFormat(CO, { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
  return cop.format(value);
}

/** Square metres with es-CO decimals and thousands: 72.5 → "72,5 m²", 1250 → "1.250 m²". */
export function formatArea(value: number): string {
  area ??= new Intl.NumberFormat(CO, { maximumFractionDigits: 2 });
  return `${area.format(value)} m²`;
}

/** A number as es-CO writes it, as `toLocaleString('es-CO')` does: 1234567 → "1.234.567", 2.5 → "2,5". */
export function formatNumber(value: number): string {
  plain ??= new Intl.NumberFormat(CO);
  return plain.format(value);
}

/** es-CO with at most one decimal (percentages): 12.345 → "12,3", 1500 → "1.500". */
export function formatOneDecimal(value: number): string {
  oneDecimal ??= new Intl.NumberFormat(CO, { maximumFractionDigits: 1 });
  return oneDecimal.format(value);
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
