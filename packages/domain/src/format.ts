const CO = 'es-CO';

// Dates, numbers and pesos are written by hand, as es-CO writes them, not with Intl: the first Intl formatter of
// a page loads the locale's data, 15–19 ms of main thread on a desktop (about 60–75 ms on a phone, 4× slower),
// and every signed-in page formats the last visit in its menu, the lists their prices, dates and totals (issue 10).
// Written by hand they also read the same in every browser and on the server, whatever its ICU version (versions
// differ in the kind of space they put in "$ 350.000" and before "p. m."). format.test.ts checks them against Intl.

/** Colombia keeps UTC−5 all year (no daylight saving time since 1993): Bogotá time is UTC less 5 hours. */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** The calendar and clock of a moment in Bogotá. Throws a RangeError for an invalid date, as Intl does. */
function inBogota(iso: string | Date) {
  const time = (typeof iso === 'string' ? new Date(iso) : iso).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Fecha no válida: ${String(iso)}`);
  const t = new Date(time + BOGOTA_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth(),
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The last visit, in Bogotá time: "21 de noviembre de 2026 a las 10:49 a. m.". */
export function formatLastVisit(iso: string | Date): string {
  const d = inBogota(iso);
  return `${d.day} de ${MONTHS[d.month]} de ${d.year} a las ${formatTime12(iso)}`;
}

/** Short Colombian date in Bogotá time: "21/11/2026". */
export function formatDate(iso: string | Date): string {
  const d = inBogota(iso);
  return `${twoDigits(d.day)}/${twoDigits(d.month + 1)}/${d.year}`;
}

/** 12-hour Colombian time: "3:05 p. m.", "12:05 a. m." (just after midnight). */
export function formatTime12(iso: string | Date): string {
  const d = inBogota(iso);
  return `${d.hour % 12 || 12}:${twoDigits(d.minute)} ${d.hour < 12 ? 'a. m.' : 'p. m.'}`;
}

/** A non-negative number's digits without an exponent: 1e21 → "1000000000000000000000", 1.5e-7 → "0.00000015". */
function plainDigits(value: number): string {
  const text = String(value);
  const exp = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) return text;
  const digits = exp[1] + (exp[2] ?? '');
  const point = 1 + Number(exp[3]);
  return point <= 0
    ? `0.${'0'.repeat(-point)}${digits}`
    : digits.padEnd(point, '0') + (point < digits.length ? `.${digits.slice(point)}` : '');
}

/** Adds one to the last digit of a string of digits: "199" → "200", "99" → "100". */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0
    ? `1${'0'.repeat(digits.length)}`
    : digits.slice(0, i) + (Number(digits[i]) + 1) + '0'.repeat(digits.length - 1 - i);
}

/**
 * A number as es-CO writes it, rounded half away from zero to at most `decimals` decimals, as Intl does it: on the
 * shortest decimal that reads back as the number (2.345 → "2,35" with 2 decimals, not the binary 2.34499…).
 * Thousands with ".", decimals with ",", no trailing zeros: 1234567.5 → "1.234.567,5".
 */
function esNumber(value: number, decimals: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, fraction = ''] = plainDigits(Math.abs(value)).split('.');
  let kept = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction[decimals] >= '5') kept = incremented(kept);
  const integer = kept.slice(0, kept.length - decimals) || '0';
  const rest = kept.slice(kept.length - decimals).replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return sign + grouped + (rest ? `,${rest}` : '');
}

/** Colombian pesos without decimals: $ 350.000.000 (a no-break space after the sign, as Intl writes it). */
export function formatCop(value: number): string {
  const text = esNumber(value, 0);
  return text.startsWith('-') ? `-$\u00a0${text.slice(1)}` : `$\u00a0${text}`;
}

/** Square metres with es-CO decimals and thousands: 72.5 → "72,5 m²", 1250 → "1.250 m²". */
export function formatArea(value: number): string {
  return `${esNumber(value, 2)} m²`;
}

/** A number as es-CO writes it, as `toLocaleString('es-CO')` does: 1234567 → "1.234.567", 2.5 → "2,5". */
export function formatNumber(value: number): string {
  return esNumber(value, 3);
}

/** A number as es-CO writes it, rounded to a whole (prices as typed): 10250000.4 → "10.250.000". */
export function formatWhole(value: number): string {
  return esNumber(value, 0);
}

/** es-CO with at most one decimal (percentages): 12.345 → "12,3", 1500 → "1.500". */
export function formatOneDecimal(value: number): string {
  return esNumber(value, 1);
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
