import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

export const DEMO_PASSWORD = 'Demo#2026';

/** Impacts that fail a page (axe-core's two highest). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Pages that are not the portal's own and that axe does not judge: Swagger UI's third-party page. */
const NOT_OURS = /\/api\/docs(\/|$)/;

/** The axe-core violations of a page, one line each (rule, impact, elements); every impact unless told. */
export async function axeViolations(page: Page, impacts?: ReadonlySet<string>): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => !impacts || impacts.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious and critical axe-core violations of a page, one line each (rule, impact, elements). */
export function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, BLOCKING_IMPACTS);
}

/**
 * Fails unless the page has no serious or critical axe-core violation. Retried, so that an element half-way
 * through a transition (a dialog fading in) is judged once it settled. The limit is generous because one axe run
 * over a long list takes several seconds on a loaded 2-core machine: the poll timed out before the first run
 * answered (no violation was ever reported), which said nothing about the page.
 */
export async function expectAccessible(page: Page) {
  if (NOT_OURS.test(new URL(page.url()).pathname)) return;
  await expect
    .poll(() => seriousAxeViolations(page), { message: `axe en ${page.url()}`, timeout: 30_000 })
    .toEqual([]);
}

/** Every message of the browser's console about the Content Security Policy, from every page of a context. */
function collectCspViolations(context: BrowserContext): string[] {
  const found: string[] = [];
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text()))
        found.push(`${page.url()}: ${message.text()}`);
    });
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return found;
}

/**
 * Playwright's test with the portal's two standing checks: every journey fails on any Content Security
 * Policy violation reported in the console (a call to a third-party host included: the portal makes none),
 * and on any serious or critical axe-core violation of the pages it leaves open at its end.
 */
export const test = base.extend<{ browserChecks: undefined }>({
  browserChecks: [
    async ({ context }, use, testInfo) => {
      const cspViolations = collectCspViolations(context);
      await use(undefined);
      // A journey that already failed keeps its own error; these checks judge the ones that passed.
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect.soft(cspViolations, 'violaciones de la Content Security Policy en la consola').toEqual([]);
      for (const page of context.pages()) if (!page.isClosed()) await expectAccessible(page);
    },
    // Its own time, apart from the journey's: the axe runs at the end must not eat a long journey's budget.
    { auto: true, timeout: 90_000 },
  ],
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
