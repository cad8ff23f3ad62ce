import { describe, expect, it } from 'vitest';
import { property as P, propertyUi as U } from './properties.ts';

// Written out by hand: "1 inmueble", "N inmuebles" (number agreement), never the file-upload text for a
// deletion from the list.
describe('counts of properties agree in number', () => {
  it.each([
    [P.rejectedCount(1), 'Ha rechazado 1 inmueble'],
    [P.rejectedCount(3), 'Ha rechazado 3 inmuebles'],
    [P.removedTitle(1), 'Inmueble eliminado'],
    [P.removedTitle(2), 'Inmuebles eliminados'],
    [P.removedText(1), 'Se eliminó 1 inmueble del catálogo.'],
    [P.removedText(4), 'Se eliminaron 4 inmuebles del catálogo.'],
    [U.deleteQuestion(1), '¿Desea eliminar este inmueble?'],
    [U.deleteQuestion(2), '¿Desea eliminar los inmuebles seleccionados?'],
    [U.hideQuestion(1), '¿Desea ocultar este inmueble?'],
    [U.hideQuestion(2), '¿Desea ocultar los inmuebles seleccionados?'],
    [U.requestApprovalQuestion(1), '¿Desea enviar a aprobación este inmueble?'],
    [U.requestApprovalQuestion(2), '¿Desea enviar a aprobación los inmuebles seleccionados?'],
    [U.selectedCount(1), '1 inmueble seleccionado'],
    [U.selectedCount(5), '5 inmuebles seleccionados'],
    [U.approvals.approveText(1), 'Quedará publicado en la tienda inmobiliaria.'],
    [U.approvals.approveText(3), 'Quedarán publicados en la tienda inmobiliaria.'],
  ])('%j', (text, expected) => expect(text).toBe(expected));

  it('the deletion from the list does not speak of a file', () => {
    for (const n of [1, 2]) expect(`${P.removedTitle(n)} ${P.removedText(n)}`).not.toMatch(/archivo/);
  });
});
