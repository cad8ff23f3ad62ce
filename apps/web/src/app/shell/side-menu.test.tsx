import { fireEvent, render, screen } from '@testing-library/react';
import type { StoreMenu } from '@tu360/domain';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuIcon } from './menu-icons.ts';
import { SideMenu } from './side-menu.tsx';

// Each entry asks for its icon when it is drawn: the calls count the entries drawn.
vi.mock('./menu-icons.ts', async (actual) => {
  const real = await actual<typeof import('./menu-icons.ts')>();
  return { menuIcon: vi.fn(real.menuIcon) };
});

// A computer's screen: the menu starts open (jsdom has no matchMedia of its own).
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

const menuOf = (projectsLabel: string): StoreMenu => ({
  sections: [
    {
      title: null,
      items: [
        { label: 'Inicio', to: '/inicio' },
        { label: projectsLabel, to: '/catalogo/proyectos' },
        { label: 'Inmuebles', to: '/catalogo/inmuebles', disabled: true },
      ],
    },
  ],
  showChangePassword: true,
});

const draw = (menu: StoreMenu, lastVisit: string | null = null) => (
  <MemoryRouter>
    <SideMenu menu={menu} lastVisit={lastVisit} onChangePassword={() => {}} onLogout={() => {}} />
  </MemoryRouter>
);

// Issue 10: the shell's queries arrive one by one while a page loads, and the menu was drawn again for each.
describe('the side menu draws again only what changed', () => {
  it('a menu built anew with the same entries draws none of them again; a changed entry draws only itself', () => {
    const drawn = vi.mocked(menuIcon);
    const { rerender } = render(draw(menuOf('Proyectos')));
    expect(drawn).toHaveBeenCalledTimes(3);

    drawn.mockClear();
    rerender(draw(menuOf('Proyectos'), '2026-11-27T15:00:00Z'));
    expect(drawn).not.toHaveBeenCalled();

    rerender(draw(menuOf('Mis proyectos'), '2026-11-27T15:00:00Z'));
    expect(drawn.mock.calls).toEqual([['/catalogo/proyectos']]);
    expect(screen.getByRole('link', { name: 'Mis proyectos' })).toBeDefined();
  });

  it('draws the browser’s own links: the current page marked, a disabled entry unfollowable, names kept when folded', async () => {
    render(
      <MemoryRouter initialEntries={['/catalogo/proyectos']}>
        <SideMenu
          menu={menuOf('Proyectos')}
          lastVisit={null}
          onChangePassword={() => {}}
          onLogout={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Proyectos' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
    const disabled = screen.getByRole('link', { name: 'Inmuebles' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    expect(disabled.hasAttribute('href')).toBe(false);
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Contraer menú' }));
    // Folded, the entries show their icons only, and keep their names for assistive technology.
    expect(await screen.findByRole('link', { name: 'Proyectos' })).toBeDefined();
    expect(screen.queryByText('Proyectos')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeDefined();
  });
});
