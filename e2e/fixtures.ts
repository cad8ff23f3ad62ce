import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(userName);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/inicio$/);
}
