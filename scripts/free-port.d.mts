/** A port nobody listens on now (free-port.mjs). */
export function freePort(): Promise<number>;
