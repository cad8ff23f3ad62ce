import { describe, expect, it } from 'vitest';
import { formatPropertyValue } from './display.ts';

// Intl writes a no-break space between the peso sign and the amount, and before "m".
const NBSP = '\u00a0';

describe('recorded property values as the portal shows them (es-CO)', () => {
  it.each([
    // field, stored value, what a person reads
    ['listPrice', '450000000', `$${NBSP}450.000.000`],
    ['listPrice', 450000000, `$${NBSP}450.000.000`],
    ['actualización de precios', '336000000', `$${NBSP}336.000.000`],
    ['costPrice', '320000000', `$${NBSP}320.000.000`],
    ['Cuota inicial ($)', '90000000', `$${NBSP}90.000.000`],
    ['Cuota inicial ($)', '$ 90.000.000', `$${NBSP}90.000.000`],
    ['Precio administracion', '350000', `$${NBSP}350.000`],
    ['Valor predial', '1200000', `$${NBSP}1.200.000`],
    ['Costo acueducto', '85000', `$${NBSP}85.000`],
    ['Costo gas natural', '40000', `$${NBSP}40.000`],
    ['Costo luz', '120000', `$${NBSP}120.000`],
    ['Gastos de escritura', '2500000', `$${NBSP}2.500.000`],
    ['Área (m²)', '70', '70 m²'],
    ['Área privada (m²)', '64,5', '64,5 m²'],
    ['Área construida (m²)', '72.5', '72,5 m²'],
    ['Área (m²)', '1250', '1.250 m²'],
    ['status', 'OnApprobation', 'En aprobación'],
    ['status', 'Published', 'Publicado'],
    ['status', 'Rejected', 'Rechazado'],
    ['publishedAt', '2026-11-21T20:05:00Z', '21/11/2026 3:05 p. m.'],
    ['Habitaciones', '3', '3'],
    ['Estrato', '4', '4'],
    ['name', 'Apartamento 301', 'Apartamento 301'],
    ['Cuota inicial ($)', 'a convenir', 'a convenir'],
    ['Área (m²)', 'grande', 'grande'],
    ['listPrice', '', ''],
    ['listPrice', null, ''],
  ])('%s = %j → %j', (field, value, expected) => {
    // Intl's spaces in "p. m." vary with the ICU version; compare them as plain spaces.
    expect(formatPropertyValue(field, value).replace(/[\u00a0\u202f]/g, ' ')).toBe(
      expected.replace(/[\u00a0\u202f]/g, ' '),
    );
  });
});
