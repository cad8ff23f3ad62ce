import { INACTIVITY_SIGN_OUT_MS, TOKEN_REFRESH_AFTER_MS } from '@tu360/domain';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { logout } from '../logout.ts';
import { refreshSession } from '../refresh-session.ts';

/**
 * Session rules of spec section 9: refresh the token 10 minutes after it was received and sign
 * out after 20 minutes without mouse movement. Built on setTimeout and Date so that a test
 * clock can fast-forward them.
 */
export function SessionTimers() {
  const tokenReceivedAt = useSession((s) => s.tokenReceivedAt);

  useEffect(() => {
    if (!tokenReceivedAt) return;
    const wait = Math.max(0, tokenReceivedAt + TOKEN_REFRESH_AFTER_MS - Date.now());
    const timer = setTimeout(() => void refreshSession(), wait);
    return () => clearTimeout(timer);
  }, [tokenReceivedAt]);

  useEffect(() => {
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= INACTIVITY_SIGN_OUT_MS) void logout();
      else timer = setTimeout(check, INACTIVITY_SIGN_OUT_MS - idle);
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };
    timer = setTimeout(check, INACTIVITY_SIGN_OUT_MS);
    window.addEventListener('mousemove', onActivity, { passive: true });
    window.addEventListener('keydown', onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', onActivity);
      window.removeEventListener('keydown', onActivity);
    };
  }, []);

  return null;
}
