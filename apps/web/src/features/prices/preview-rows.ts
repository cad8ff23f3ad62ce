import type { PriceChange, PricePreview } from '@tu360/domain/contracts';

/**
 * What "Aplicar" sends back: every previewed row that names a property and a new price, exactly as previewed (the
 * preview's seal covers each of them, unchanged prices included: the server refuses another set with a 409).
 */
export function applicableChanges(preview: PricePreview): PriceChange[] {
  return preview.rows.flatMap((r) =>
    r.productId !== null && r.newPrice !== null ? [{ productId: r.productId, newPrice: r.newPrice }] : [],
  );
}
