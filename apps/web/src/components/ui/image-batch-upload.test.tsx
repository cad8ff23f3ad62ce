import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ImageBatchUpload } from './image-batch-upload.tsx';

/** A PNG whose header (signature and IHDR, written by hand) declares width × height; the rest is padding. */
function png(name: string, width: number, height: number, bytes = 2000): File {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(data.buffer).setUint32(16, width);
  new DataView(data.buffer).setUint32(20, height);
  return new File([data], name, { type: 'image/png' });
}

function choose(files: File[]) {
  const input = screen.getByLabelText('Elegir imágenes') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

describe('images are checked before they are sent, and one bad file does not lose the others', () => {
  it('sends only the good files, one request each, and lists every refused one with its reason', async () => {
    const sent: string[] = [];
    const upload = vi.fn(async (file: File) => {
      sent.push(file.name);
      if (file.name === 'rechazada-por-el-servidor.png')
        throw new ApiError(415, { Message: 'x', MessageList: ['El archivo no es una imagen válida.'] }, 'x');
    });
    const onUploaded = vi.fn();
    render(<ImageBatchUpload upload={upload} onUploaded={onUploaded} />);

    choose([
      png('sala.png', 1200, 800),
      new File(['<!doctype html><p>hola</p>'], 'pagina.png', { type: 'image/png' }),
      png('gigante.png', 9000, 9000),
      new File([], 'vacia.png', { type: 'image/png' }),
      png('pesada.png', 100, 100, 5 * 1024 * 1024 + 1),
      png('rechazada-por-el-servidor.png', 300, 200),
      png('cocina.png', 640, 480),
    ]);

    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toContain('Estas 5 imágenes no se cargaron');
    const items = Array.from(refused.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual([
      'pagina.png: El archivo debe ser una imagen JPEG, PNG o WebP.',
      'gigante.png: La imagen supera el máximo de 40 megapíxeles.',
      'vacia.png: El archivo está vacío.',
      'pesada.png: La imagen supera el tamaño máximo de 5 MB.',
      'rechazada-por-el-servidor.png: El archivo no es una imagen válida.',
    ]);
    expect(sent).toEqual(['sala.png', 'rechazada-por-el-servidor.png', 'cocina.png']);
    expect(onUploaded).toHaveBeenCalledWith(2);
  });

  it('shows the progress while the images go up', async () => {
    let release: () => void = () => {};
    const upload = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<ImageBatchUpload upload={upload} />);
    choose([png('uno.png', 10, 10), png('dos.png', 10, 10)]);
    await screen.findByText('Cargando imagen 1 de 2…');
    expect(
      screen.getByRole('progressbar', { name: 'Progreso de la carga' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    release();
    await screen.findByText('Cargando imagen 2 de 2…');
    expect(
      screen.getByRole('progressbar', { name: 'Progreso de la carga' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
