import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { Thumbnail } from './thumbnail.tsx';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ORIGINAL = `/api/files/${ID}`;

/** The URLs and widths the API serves (docs/adr/0008-image-thumbnails.md), written out by hand. */
const AVIF_SET = [
  `/api/files/${ID}/64.avif 64w`,
  `/api/files/${ID}/128.avif 128w`,
  `/api/files/${ID}/256.avif 256w`,
  `/api/files/${ID}/512.avif 512w`,
].join(', ');
const WEBP_SET = AVIF_SET.replaceAll('.avif', '.webp');

const sourcesOf = (img: HTMLElement) =>
  [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((s) => ({
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

describe('Thumbnail: a stored image drawn small from its AVIF and WebP thumbnails', () => {
  it("the property list's 44×36 cell: AVIF then WebP by width, sized for a 3:2 photo filling it (54 px)", () => {
    render(<Thumbnail src={ORIGINAL} alt="Imagen de Torre Norte 301" width={44} height={36} />);
    const img = screen.getByRole('img', { name: 'Imagen de Torre Norte 301' });
    expect(sourcesOf(img)).toEqual([
      { type: 'image/avif', srcset: AVIF_SET, sizes: '54px' },
      { type: 'image/webp', srcset: WEBP_SET, sizes: '54px' },
    ]);
    // The original for a browser that takes neither; the box is reserved before anything loads.
    expect(img.getAttribute('src')).toBe(ORIGINAL);
    expect(img.getAttribute('width')).toBe('44');
    expect(img.getAttribute('height')).toBe('36');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('leaves its parent one child to lay out: the picture draws only its image, its sources take no place', () => {
    // The picture is `display: contents`: in a grid (the wizard's image list), each <source> took a cell of its own
    // and pushed the image into the third column.
    const { container } = render(
      <div style={{ display: 'grid', gridTemplateColumns: '140px 1fr auto' }}>
        <Thumbnail src={ORIGINAL} alt="Fachada" width={140} height={96} />
      </div>,
    );
    const picture = container.querySelector('picture') as HTMLElement;
    expect(getComputedStyle(picture).display).toBe('contents');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources).toHaveLength(2);
    expect(sources.map((s) => getComputedStyle(s).display)).toEqual(['none', 'none']);
  });

  it('a logo contained in its square asks for its own width; a caller can give sizes and eager loading', () => {
    render(
      <>
        <Thumbnail src={ORIGINAL} alt="Logo de Constructora Andina" width={48} height={48} fit="contain" />
        <Thumbnail
          src={ORIGINAL}
          alt="Fachada"
          width={4}
          height={3}
          sizes="(min-width: 900px) 180px, 100vw"
          loading="eager"
          fluid
        />
      </>,
    );
    const logo = screen.getByRole('img', { name: 'Logo de Constructora Andina' });
    expect(sourcesOf(logo).map((s) => s.sizes)).toEqual(['48px', '48px']);
    const photo = screen.getByRole('img', { name: 'Fachada' });
    expect(sourcesOf(photo).map((s) => s.sizes)).toEqual([
      '(min-width: 900px) 180px, 100vw',
      '(min-width: 900px) 180px, 100vw',
    ]);
    expect(photo.getAttribute('loading')).toBe('eager');
  });

  it('an image the API did not store (a local preview) is drawn as it is, without thumbnails', () => {
    render(<Thumbnail src="blob:http://localhost/1234" alt="Vista previa" width={140} height={96} />);
    const img = screen.getByRole('img', { name: 'Vista previa' });
    expect(img.closest('picture')).toBeNull();
    expect(img.getAttribute('src')).toBe('blob:http://localhost/1234');
  });

  it('shows the fallback when there is no image, or when it cannot be loaded', () => {
    const { rerender } = render(
      <Thumbnail src={null} alt="Imagen" width={44} height={36} fallback={<span>Sin imagen</span>} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Sin imagen')).toBeTruthy();

    rerender(
      <Thumbnail src={ORIGINAL} alt="Imagen" width={44} height={36} fallback={<span>Sin imagen</span>} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Imagen' }));
    expect(screen.queryByRole('img', { name: 'Imagen' })).toBeNull();
    expect(screen.getByText('Sin imagen')).toBeTruthy();

    // Another image is tried again.
    const other = '/api/files/7c9e6679-7425-40de-944b-e07fc1f90ae7';
    rerender(
      <Thumbnail src={other} alt="Imagen" width={44} height={36} fallback={<span>Sin imagen</span>} />,
    );
    expect(screen.getByRole('img', { name: 'Imagen' }).getAttribute('src')).toBe(other);
  });

  it('draws its box with plain styles: fixed or fluid (keeping the ratio), rounded, tinted or bordered on request', () => {
    render(
      <ThemeProvider theme={theme}>
        <Thumbnail src={ORIGINAL} alt="Fija" width={44} height={36} tinted />
        <Thumbnail src={ORIGINAL} alt="Fluida" width={4} height={3} fluid bordered />
      </ThemeProvider>,
    );
    const looks = (img: HTMLElement, keys: (keyof CSSStyleDeclaration)[]) =>
      Object.fromEntries(keys.map((k) => [k, img.style[k]]));
    const fixed = screen.getByRole('img', { name: 'Fija' });
    expect(looks(fixed, ['width', 'height', 'objectFit', 'borderRadius'])).toEqual({
      width: '44px',
      height: '36px',
      objectFit: 'cover',
      borderRadius: '8px',
    });
    expect(fixed.style.backgroundColor).toBe('rgb(245, 245, 245)');
    expect(fixed.style.border).toBe('');
    const fluid = screen.getByRole('img', { name: 'Fluida' });
    expect(looks(fluid, ['width', 'height', 'aspectRatio'])).toEqual({
      width: '100%',
      height: 'auto',
      aspectRatio: '4 / 3',
    });
    expect(fluid.style.border).toBe(`1px solid ${theme.palette.divider}`);
    expect(fluid.style.backgroundColor).toBe('');
    // No class of emotion's: nothing is serialized or inserted per image.
    expect(fixed.className).toBe('');
  });
});
