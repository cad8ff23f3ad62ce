import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import { TermsModal } from './components/terms-modal.tsx';

beforeEach(() => {
  session.logout();
  session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });
});

describe('terms modal', () => {
  it("shows the current version's text in its details step and accepts it", async () => {
    const { sent } = fakeFetch((req) => {
      if (req.path === '/api/auth/api/terms/v2/constructor') return { json: [] };
      if (req.path === '/api/terms/current')
        return {
          json: {
            version: 'v3',
            title: 'Términos 2027',
            body: '<p>Texto de la versión tres.</p>',
            publishedAt: '2026-11-25T15:00:00.000Z',
          },
        };
      return { json: true };
    });
    const { client } = queryWrapper();
    render(
      <QueryClientProvider client={client}>
        <TermsModal />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    // The text is read only when asked for.
    expect(sent.some((r) => r.path === '/api/terms/current')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Conocer más' }));
    expect(await screen.findByText('Texto de la versión tres.')).toBeTruthy();
    expect(screen.getByText('Versión v3 · Publicada el 25/11/2026')).toBeTruthy();
    expect(dialog.getAttribute('aria-labelledby')).toBe('terms-title');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar términos' }));
    expect(await screen.findByRole('dialog', { name: 'Has aceptado los términos' })).toBeTruthy();
    const accepted = sent.find((r) => r.path === '/api/auth/api/account/AcceptTerms');
    expect(accepted?.query.get('user')).toBe('u-1');
    // The version read goes with the acceptance, so that one published meanwhile is not accepted unread.
    expect(accepted?.query.get('version')).toBe('v3');
  });

  it('when a new version was published while reading, says so, stays open and shows the new text', async () => {
    let version = 'v3';
    fakeFetch((req) => {
      if (req.path === '/api/auth/api/terms/v2/constructor') return { json: [] };
      if (req.path === '/api/terms/current')
        return {
          json: {
            version,
            title: 'Términos',
            body: `<p>Texto de la versión ${version}.</p>`,
            publishedAt: '2026-11-25T15:00:00.000Z',
          },
        };
      if (req.path === '/api/auth/api/account/AcceptTerms' && req.query.get('version') !== version)
        return { status: 409, json: { Message: 'Se publicó una nueva versión mientras los leía.' } };
      return { json: true };
    });
    const { client } = queryWrapper();
    render(
      <QueryClientProvider client={client}>
        <TermsModal />
      </QueryClientProvider>,
    );
    await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    fireEvent.click(screen.getByRole('button', { name: 'Conocer más' }));
    expect(await screen.findByText('Texto de la versión v3.')).toBeTruthy();
    version = 'v4';
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar términos' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Se publicó una nueva versión');
    expect(await screen.findByText('Texto de la versión v4.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar términos' }));
    expect(await screen.findByRole('dialog', { name: 'Has aceptado los términos' })).toBeTruthy();
  });
});
