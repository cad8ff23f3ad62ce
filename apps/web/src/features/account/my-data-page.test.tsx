import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session, setSession } from '../../lib/session-store.ts';
import { ShellActionsContext } from '../../lib/shell-actions.ts';
import { storeUser } from '../../test/fixtures.ts';
import MyDataPage from './routes/my-data-page.tsx';

/** The value shown beside a name of the description list. */
const shownFor = (list: HTMLElement, name: string) =>
  within(list).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

function renderPage(openChangePassword = vi.fn()) {
  render(
    <MemoryRouter>
      <ShellActionsContext value={{ openChangePassword }}>
        <MyDataPage />
      </ShellActionsContext>
    </MemoryRouter>,
  );
  return openChangePassword;
}

beforeEach(() => {
  session.logout();
  session.loginSuccess({
    user: {
      ...storeUser(),
      given_name: 'Laura',
      family_name: 'Gómez',
      email: 'laura@andina.test',
      phone_number: '3001234567',
      identification: '1020304050',
      role: ['Operativo_Seller', 'Visualizador_Seller'],
      effectiveRole: 'Operativo_Seller',
    },
    access_token: 'a',
    refresh_token: 'r',
  });
});

describe('Mis datos', () => {
  it("shows the user's profile, current project with its role and the last visit in Spanish", () => {
    session.selectSeller({
      id: 's-1',
      name: 'Torres del Río',
      role: 'Visualizador_Seller',
      logo: null,
      nit: null,
      status: 'Synchronized',
    });
    // 21 Nov 2026, 15:49 UTC: 10:49 a. m. in Bogotá.
    setSession({ lastVisit: '2026-11-21T15:49:00.000Z' });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Datos personales' });
    expect(shownFor(profile, 'Nombre')).toBe('Laura Gómez');
    expect(shownFor(profile, 'Correo electrónico')).toBe('laura@andina.test');
    expect(shownFor(profile, 'Teléfono')).toBe('3001234567');
    expect(shownFor(profile, 'Identificación')).toBe('1020304050');
    expect(shownFor(profile, 'Constructora')).toBe('Constructora Andina');

    const access = screen.getByRole('region', { name: 'Proyecto y rol' });
    expect(shownFor(access, 'Proyecto actual')).toBe('Torres del Río');
    // The role held at the selected project, by its label (spec section 6), not the profile's Operativo.
    expect(shownFor(access, 'Rol')).toBe('Visualizador');
    expect(shownFor(access, 'Última visita')).toMatch(/^21 de noviembre de 2026 a las 10:49\sa\.\s?m\.$/);
  });

  it("says so when nothing is recorded, and names an agency's company as such", () => {
    session.loginSuccess({
      user: { ...storeUser(), constructorName: 'Inmobiliaria Capital', realState: true },
      access_token: 'a',
      refresh_token: 'r',
    });
    renderPage();
    const profile = screen.getByRole('region', { name: 'Datos personales' });
    expect(shownFor(profile, 'Teléfono')).toBe('Sin registrar');
    expect(shownFor(profile, 'Identificación')).toBe('Sin registrar');
    expect(shownFor(profile, 'Inmobiliaria')).toBe('Inmobiliaria Capital');
    const access = screen.getByRole('region', { name: 'Proyecto y rol' });
    expect(shownFor(access, 'Proyecto actual')).toBe('Ningún proyecto seleccionado');
    expect(shownFor(access, 'Rol')).toBe('Administrador');
    expect(shownFor(access, 'Última visita')).toBe('Sin registrar');
  });

  it("opens the shell's change-password dialog", () => {
    const open = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
