import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation.ts';
import { getSession, session } from '../../../lib/session-store.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { LogoutDialog } from './logout-dialog.tsx';
// Logging out clears the query cache through a dynamic import (lib/query-cache.ts): loaded here beforehand, so that
// the import does not land after the test's environment is torn down on a busy machine.
import '../../../lib/query-client.ts';

// Spec section 4: "Logout asks confirmation, clears the session and redirects to [...] the login page."
describe('logout', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
  });

  it('going back keeps the session', () => {
    const onClose = vi.fn();
    render(<LogoutDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onClose).toHaveBeenCalled();
    expect(getSession().access_token).toBe('a-1');
    expect(sessionStorage.getItem('state')).not.toBeNull();
  });

  it('confirming tells the server, clears the session and storage, and goes to the login page', async () => {
    const { sent } = fakeFetch(() => ({ status: 204 }));
    render(<LogoutDialog open onClose={vi.fn()} />);
    expect(
      screen.getByRole('dialog', { name: '¿Estás seguro de que quieres continuar con esta operación?' }),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    });
    expect(getSession()).toMatchObject({ user: null, access_token: null, refresh_token: null });
    expect(sessionStorage.getItem('state')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    // The end-session beacon (or its fetch fallback) names the user and the token.
    const end = sent.find((r) => r.path === '/api/auth/connect/endsession');
    expect(end?.query.get('userId')).toBe('u-1');
    expect(end?.query.get('token')).toBe('r-1');
  });
});
