import { render, screen } from '@testing-library/react';
import { es } from '@tu360/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TopBar } from './top-bar.tsx';

const bar = (faqUrl: string | undefined) =>
  render(
    <MemoryRouter>
      <TopBar userName="Carlos Mejía" roleText="Administrador" faqUrl={faqUrl} />
    </MemoryRouter>,
  );

describe('the top bar’s help link', () => {
  it('links to the FAQ in a new tab once the configuration says where it is', () => {
    bar('https://ayuda.example/faq');
    const link = screen.getByRole('link', { name: new RegExp(es.shell.help) });
    expect(link.getAttribute('href')).toBe('https://ayuda.example/faq');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps its place, unseen and out of reach, while the configuration comes (no shift on a phone)', () => {
    const { container } = bar(undefined);
    expect(screen.queryByRole('link', { name: new RegExp(es.shell.help) })).toBeNull();
    const place = [...container.querySelectorAll('[aria-hidden="true"]')].find(
      (e) => e.textContent === es.shell.help,
    );
    expect(place).toBeDefined();
    expect(getComputedStyle(place as Element).visibility).toBe('hidden');
  });

  it('has no place at all when there is no FAQ', () => {
    const { container } = bar('');
    expect(container.textContent).not.toContain(es.shell.help);
  });
});

describe('the top bar’s user', () => {
  it('leads to Mis datos when the user has them, named for a screen reader', () => {
    render(
      <MemoryRouter>
        <TopBar userName="Carlos Mejía" roleText="Administrador" faqUrl="" profileTo="/mis-datos" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: `${es.myData.title}: Carlos Mejía Administrador` });
    expect(link.getAttribute('href')).toBe('/mis-datos');
    expect(screen.getByRole('banner').textContent).toContain('Carlos Mejía');
  });

  it('is only text when there is nowhere to lead', () => {
    render(
      <MemoryRouter>
        <TopBar userName="Ana Ruiz" roleText="Administrador del banco" faqUrl="" />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/inicio']);
    expect(screen.getByText('Ana Ruiz')).toBeDefined();
    expect(screen.getByText('Administrador del banco')).toBeDefined();
  });
});
