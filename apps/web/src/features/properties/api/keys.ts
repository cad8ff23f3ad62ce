import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the properties feature. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: ['properties', 'list'] as const,
  detail: (productId: number) => ['properties', 'detail', productId] as const,
  changes: (productId: number) => ['properties', 'changes', productId] as const,
  /** The approvals list lives apart: a rejected row stays in place until the page is reloaded. */
  approvals: ['property-approvals'] as const,
};

/** After any change: every property list, detail and history refetches (and the approvals, unless kept). */
export function invalidateProperties(qc: QueryClient, opts: { keepApprovals?: boolean } = {}) {
  void qc.invalidateQueries({ queryKey: propertyKeys.all });
  if (!opts.keepApprovals) void qc.invalidateQueries({ queryKey: propertyKeys.approvals });
}
