import { createHash } from 'node:crypto';
import { es } from '@tu360/domain';
import { DEMO_USERS } from '../../db/seed/demo-data.ts';
import { escapeHtml } from '../../lib/html.ts';

const CSS = `
body{font-family:system-ui,sans-serif;background:#f4f4f4;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#2c2a29}
main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.1);max-width:420px;width:100%}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.6rem;margin-top:.3rem;box-sizing:border-box;border:1px solid #888;border-radius:6px;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.8rem;background:#fdda24;border:0;border-radius:24px;font-weight:700;font-size:1rem;cursor:pointer}
button.secondary{margin-top:.75rem;background:#fff;border:1px solid #2c2a29}
.error{background:#fde2e1;color:#7a1010;padding:.6rem;border-radius:6px}details{margin-top:1rem;font-size:.9rem}
`;
const STYLE = `<style>${CSS}</style>`;

/** The CSP source that admits this module's one <style> block (the pages carry no script at all). */
export const SIGN_IN_STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

const esc = escapeHtml;

/** The development identity provider's sign-in page (Spanish, accessible, no script). */
export function interactionPage(uid: string, clientId: string, error: string | undefined): string {
  const options = DEMO_USERS.map((u) => `<li><code>${esc(u.userName)}</code></li>`).join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Proveedor de identidad de desarrollo</title>
${STYLE}</head>
<body><main>
<h1>Ingreso Bancolombia</h1>
<p>Proveedor de identidad de desarrollo${clientId ? ` · cliente <code>${esc(clientId)}</code>` : ''}.</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
${
  uid
    ? `<form method="post" action="/oidc/interaction/${esc(uid)}/login">
<label for="username">${esc(es.auth.username)}</label><input id="username" name="username" type="email" autocomplete="username" required>
<label for="password">${esc(es.auth.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${esc(es.auth.signIn)}</button>
</form>
<details><summary>Identidades de demostración (contraseña Demo#2026)</summary><ul>${options}</ul></details>`
    : '<p><a href="/login">Volver al portal</a></p>'
}
</main></body></html>`;
}

/** End-session confirmation of the development provider (Spanish; `form` is oidc-provider's hidden form). */
export function logoutPage(form: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cerrar sesión · Proveedor de identidad de desarrollo</title>
${STYLE}</head>
<body><main>
<h1>Cerrar sesión en Bancolombia</h1>
<p>¿Desea cerrar también su sesión en el proveedor de identidad?</p>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sí, cerrar sesión</button>
<button type="submit" form="op.logoutForm" class="secondary">No, mantener la sesión</button>
</main></body></html>`;
}

/** Shown after an end-session request that names no return address. */
export function logoutDonePage(): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sesión cerrada · Proveedor de identidad de desarrollo</title>
${STYLE}</head>
<body><main>
<h1>Sesión cerrada</h1>
<p>Cerró su sesión en el proveedor de identidad.</p>
<p><a href="/login">Volver al portal</a></p>
</main></body></html>`;
}
