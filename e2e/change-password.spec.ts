import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, mainMenu, signIn, signOut, submitLogin, test } from './fixtures.ts';

// asesor@andina.test shows "Cambiar contraseña" (neither administrator nor viewer). Its password is
// changed and restored here; menus.spec.ts checks its menu only after this file (see playwright.config.ts).
const USER = 'asesor@andina.test';
const NEW_PASSWORD = 'Nueva#2026x';
const RULES =
  'Debe tener mínimo: 1 número, 1 letra mayúscula, 1 letra minúscula, 1 caracter especial y 8 caracteres';

function openChangePassword(page: Page) {
  return mainMenu(page).getByRole('button', { name: 'Cambiar contraseña' }).click();
}

function changePasswordDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  return {
    dialog,
    current: dialog.getByLabel('Contraseña actual'),
    next: dialog.getByLabel('Nueva contraseña', { exact: true }),
    confirm: dialog.getByLabel('Confirmar nueva contraseña'),
    // One casing for the buttons of every dialog: the spec's words (CANCELAR, CAMBIAR) in sentence case.
    change: dialog.getByRole('button', { name: 'Cambiar', exact: true }),
    cancel: dialog.getByRole('button', { name: 'Cancelar', exact: true }),
  };
}

async function changePassword(page: Page, current: string, next: string) {
  await openChangePassword(page);
  const form = changePasswordDialog(page);
  await form.current.fill(current);
  await form.next.fill(next);
  await form.confirm.fill(next);
  await form.change.click();
}

// In order, in one worker: the second test changes the password the first one signs in with.
test.describe.configure({ mode: 'default' });

test('el formulario de cambio de contraseña valida lo que el usuario escribe', async ({ page }) => {
  await signIn(page, USER);
  await openChangePassword(page);
  const form = changePasswordDialog(page);

  await test.step('tres campos de contraseña, cada uno con su botón mostrar/ocultar', async () => {
    const fields = [form.current, form.next, form.confirm];
    const show = form.dialog.getByRole('button', { name: 'Mostrar contraseña' });
    const hide = form.dialog.getByRole('button', { name: 'Ocultar contraseña' });
    for (const field of fields) await expect(field).toHaveAttribute('type', 'password');
    await expect(show).toHaveCount(3);
    // The buttons follow the fields: each press shows the next field and only that one.
    for (const [i, field] of fields.entries()) {
      await show.first().click();
      await expect(field).toHaveAttribute('type', 'text');
      for (const other of fields.slice(i + 1)) await expect(other).toHaveAttribute('type', 'password');
    }
    await expect(hide).toHaveCount(3);
    await form.next.fill('secreta');
    for (const field of fields) {
      await hide.first().click();
      await expect(field).toHaveAttribute('type', 'password');
    }
    await expect(form.next).toHaveValue('secreta');
    await form.next.clear();
  });

  await test.step('Cambiar sólo se activa con la actual y la nueva diligenciadas', async () => {
    await form.current.clear();
    await expect(form.change).toBeDisabled();
    await form.current.fill('algo');
    await expect(form.change).toBeDisabled();
    await form.next.fill('x');
    await expect(form.change).toBeEnabled();
    await form.current.clear();
    await expect(form.change).toBeDisabled();
  });

  await test.step('la regla de la nueva contraseña', async () => {
    await form.current.fill('algo');
    await expect(form.next).toHaveAccessibleDescription(RULES);
    await form.next.fill('corta1!');
    await form.next.blur();
    await expect(form.next).toHaveAttribute('aria-invalid', 'true');
    await expect(form.next).toHaveAccessibleDescription(RULES);
    await form.next.fill('Valida#2026');
    await expect(form.next).toHaveAttribute('aria-invalid', 'false');
  });

  await test.step('la confirmación debe coincidir', async () => {
    await form.confirm.fill('Otra#2026');
    await form.confirm.blur();
    await expect(form.confirm).toHaveAccessibleDescription('Las contraseñas no coinciden');
    await expect(form.dialog.getByText('Las contraseñas no coinciden')).toBeVisible();
    await form.confirm.fill('Valida#2026');
    await expect(form.dialog.getByText('Las contraseñas no coinciden')).toHaveCount(0);
  });

  await test.step('la contraseña actual es obligatoria al enviar', async () => {
    await form.current.fill('x');
    await form.current.clear();
    await form.current.blur();
    await expect(form.current).toHaveAccessibleDescription('Campo obligatorio');
  });

  await test.step('Cancelar cierra y limpia el formulario', async () => {
    await form.cancel.click();
    await expect(form.dialog).toHaveCount(0);
    await openChangePassword(page);
    await expect(form.next).toHaveValue('');
    await expect(form.change).toBeDisabled();
  });
});

test('una contraseña actual errada deja el modal abierto con el mensaje; corregida, cambia y se ingresa con ella', async ({
  page,
}) => {
  await signIn(page, USER);

  await test.step('contraseña actual errada: el modal sigue abierto con el mensaje y lo escrito', async () => {
    await changePassword(page, 'NoEsLaMia#1', NEW_PASSWORD);
    const form = changePasswordDialog(page);
    const failure = form.dialog.getByRole('alert');
    await expect(failure).toContainText('No pudimos realizar la operación.');
    await expect(failure).toContainText(
      'No hemos podido actualizar su contraseña, revise los datos ingresados y que cumplas con todos los requisitos.',
    );
    await expect(form.dialog).toBeVisible();
    await expect(form.current).toBeFocused();
    await expect(form.current).toHaveValue('NoEsLaMia#1');
    await expect(form.next).toHaveValue(NEW_PASSWORD);
    // Correcting the current password in the same modal is enough; the message goes away on success.
    await form.current.fill(DEMO_PASSWORD);
    await form.change.click();
    const success = page.getByRole('dialog', { name: 'Su operación ha sido realizada con éxito' });
    await expect(success).toHaveAccessibleDescription('Ha actualizado su constraseña correctamente.');
    await expect(form.dialog).toHaveCount(0);
    await success.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('la contraseña anterior ya no sirve; la nueva sí', async () => {
    await signOut(page);
    await submitLogin(page, USER, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, USER, NEW_PASSWORD);
    await expect(page.getByRole('banner').getByText('Daniela Ospina')).toBeVisible();
  });

  await test.step('se restablece la contraseña de demostración', async () => {
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    const success = page.getByRole('dialog', { name: 'Su operación ha sido realizada con éxito' });
    await success.getByRole('button', { name: 'Aceptar' }).click();
    await signOut(page);
    await signIn(page, USER);
  });
});
