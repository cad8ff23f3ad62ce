/**
 * The slot props of a TextField `select` that renders the browser's own <select> with <option>s: keyboard and
 * screen readers work as everywhere, and the label stays above the value (an empty option shows "Seleccione…").
 * Every select of the portal uses it.
 */
export const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
