import type { UserProfile } from './session-store.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export async function sha256Hex(text: string): Promise<string> {
  if (!globalThis.crypto?.subtle) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Analytics event pushed after every sign-in (spec section 9). */
export async function pushSignInEvent(user: UserProfile) {
  const identification = await sha256Hex(user.identification ?? '');
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'SEND_USERID',
    identification,
    userId: user.id,
    phone: user.phone_number,
    email: user.email,
  });
}
