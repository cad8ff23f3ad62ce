import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import TermsPage from './routes/terms-page.tsx';

const CURRENT = {
  version: 'v2',
  title: 'Términos y condiciones de uso',
  body: '<p>Primer párrafo.</p><p>Ley 1581 de 2012.</p>',
  // 20 Nov 2026, 15:00 UTC: 10:00 a. m. in Bogotá, same day.
  publishedAt: '2026-11-20T15:00:00.000Z',
};

function renderPage() {
  render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
}

const admin = () =>
  session.loginSuccess({
    user: { ...storeUser(), isAdmin: true, constructor: null, permission: ['portal.read', 'terms.publish'] },
    access_token: 'token-admin',
    refresh_token: 'r',
  });

beforeEach(() => session.logout());

describe('/terminos-condiciones', () => {
  it('shows the current version to a visitor, asked without a token, and leads back to the login', async () => {
    const { sent } = fakeFetch(() => ({ json: CURRENT }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Términos y condiciones de uso' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeTruthy();
    expect(screen.getByText('Versión v2 · Publicada el 20/11/2026')).toBeTruthy();
    expect(screen.getByText('Ley 1581 de 2012.').tagName).toBe('P');
    expect(sent[0].path).toBe('/api/terms/current');
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toBeTruthy();
    // A visitor cannot publish.
    expect(screen.queryByRole('region', { name: 'Publicar una nueva versión' })).toBeNull();
  });

  it('says so when no version is published', async () => {
    fakeFetch(() => ({ status: 404, json: { Message: 'Aún no hay términos y condiciones publicados.' } }));
    renderPage();
    expect(await screen.findByText('Aún no hay términos y condiciones publicados.')).toBeTruthy();
  });

  it('offers a store user no publication', async () => {
    session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });
    fakeFetch(() => ({ json: CURRENT }));
    renderPage();
    await screen.findByText('Versión v2 · Publicada el 20/11/2026');
    expect(screen.queryByRole('region', { name: 'Publicar una nueva versión' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al portal' })).toBeTruthy();
  });

  it('lets a platform administrator publish a new version, which the page then shows', async () => {
    admin();
    const posted: SentRequest[] = [];
    fakeFetch((req): FakeAnswer => {
      if (req.method === 'POST') {
        posted.push(req);
        const body = JSON.parse(String(req.body));
        return {
          status: 201,
          json: { ...body, body: '<p>Nuevo texto.</p>', publishedAt: '2026-11-25T15:00:00.000Z' },
        };
      }
      return { json: CURRENT };
    });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Publicar una nueva versión' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Versión/ }), { target: { value: 'v3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Título/ }), {
      target: { value: 'Términos 2027' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Texto \(HTML\)/ }), {
      target: { value: '<p>Nuevo texto.</p>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar versión' }));

    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Se publicó la versión v3 de los términos y condiciones.',
    );
    expect(posted).toHaveLength(1);
    expect(posted[0].path).toBe('/api/terms/versions');
    expect(posted[0].headers.Authorization).toBe('Bearer token-admin');
    expect(JSON.parse(String(posted[0].body))).toEqual({
      version: 'v3',
      title: 'Términos 2027',
      body: '<p>Nuevo texto.</p>',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Términos 2027' })).toBeTruthy();
    expect(screen.getByText('Nuevo texto.')).toBeTruthy();
  });

  it("puts the server's refusal of a label under the Versión field, and checks the label before sending", async () => {
    admin();
    const { sent } = fakeFetch(
      (req): FakeAnswer =>
        req.method === 'POST'
          ? {
              status: 409,
              json: {
                Message: 'Ya existe una versión de los términos con ese nombre.',
                errors: [
                  { field: 'version', message: 'Ya existe una versión de los términos con ese nombre.' },
                ],
              },
            }
          : { json: CURRENT },
    );
    renderPage();
    const form = await screen.findByRole('region', { name: 'Publicar una nueva versión' });
    const version = within(form).getByRole('textbox', { name: /^Versión/ });
    fireEvent.change(version, { target: { value: 'v 3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Título/ }), { target: { value: 'T' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Texto \(HTML\)/ }), {
      target: { value: '<p>x</p>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar versión' }));
    expect(
      await within(form).findByText(
        'Use de 1 a 32 letras, números, puntos, guiones o guiones bajos, sin espacios (por ejemplo v3)',
      ),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(version, { target: { value: 'v2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar versión' }));
    expect(
      await within(form).findByText('Ya existe una versión de los términos con ese nombre.'),
    ).toBeTruthy();
    await waitFor(() => expect(version.getAttribute('aria-invalid')).toBe('true'));
  });
});
