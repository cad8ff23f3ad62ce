import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const DEMO_PASSWORD = 'Demo#2026';

/**
 * Playwright's test with one change to the browser's surroundings: the public-IP lookup that the
 * login page makes to a third-party service answers "offline", so no journey depends on the internet
 * (the portal signs in without the address, as it does when the lookup fails).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route('https://api64.ipify.org/**', (route) => route.abort('internetdisconnected'));
    await use(page);
  },
});

/** Fills the login form and presses Ingresar, as a person would; does not wait for the outcome. */
export async function submitLogin(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(userName);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** Signs in through the login page and waits for the home page. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await submitLogin(page, userName, password);
  await expect(page).toHaveURL(/\/inicio$/);
}

/** The side menu of the shell. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/**
 * The side menu's section titles and entries in order, read from the accessibility tree that a screen
 * reader presents: "# Catálogo" is a section title, "Integraciones (deshabilitado)" an entry shown but
 * not followable.
 */
export async function menuEntries(page: Page): Promise<string[]> {
  const tree = await mainMenu(page).ariaSnapshot();
  return tree.split('\n').flatMap((line) => {
    const heading = line.match(/^\s*- heading "(.+)" \[level=2\]/);
    if (heading) return [`# ${heading[1]}`];
    const link = line.match(/^\s*- link "(.+?)"( \[disabled\])?:?$/);
    if (link) return [link[2] ? `${link[1]} (deshabilitado)` : link[1]];
    return [];
  });
}

/** Opens the sign-out confirmation from the side menu and confirms it. */
export async function signOut(page: Page) {
  await mainMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await page
    .getByRole('dialog', { name: '¿Estás seguro de que quieres continuar con esta operación?' })
    .getByRole('button', { name: 'Continuar' })
    .click();
}

/** What the portal keeps in sessionStorage, as the browser holds it. */
export function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.sessionStorage }));
}

/** The persisted session (sessionStorage key `state`), or null. */
export async function storedSession(page: Page): Promise<{ access_token: string | null } | null> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('state'));
  return raw ? (JSON.parse(raw) as { access_token: string | null }) : null;
}
