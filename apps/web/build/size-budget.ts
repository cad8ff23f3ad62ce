import { ROUTES } from '@tu360/domain';

const KB = 1024;

/**
 * Bytes on the wire (brotli, as the server sends them) that a route's first paint may load: the entry and its
 * page's chunks. Issue 10's targets are 130 KB for /login and 205 KB for the heaviest signed-in pages; where a
 * route is still above its target, its limit is what it weighs today, so that it can only go down (see
 * docs/performance.md for the figures and what remains).
 */
export const ROUTE_BUDGETS: readonly { path: string; limit: number; target: number }[] = [
  // Issue 15 (session 8): maintenance mode's 503 in the API client, the menu's Mantenimiento entry: 129.8 KB, its target.
  // Session 22: the portal's own Button, IconButton and TextField instead of MUI's (FormControl, InputLabel,
  // OutlinedInput, NativeSelect, FormHelperText, Button, IconButton): 122.7 KB, and 4.4–4.7 KB less on every route.
  { path: ROUTES.login, limit: 125 * KB, target: 130 * KB },
  // Issues 13 and 14 (2026-11-25): the notifications bell in the shell, react-hook-form's field arrays (the user
  // form) in the chunk every form shares: +0.4 KB here, +0.2 KB on the list, +1.2 KB on the wizard, +1.6 KB on
  // the property page. Measured by route against the build before them (chunk by chunk, docs/performance.md).
  // Session 8: the homes load their figures and charts after the frame paints; with SAME_PAGES_GROUPS, 154.9 KB.
  // Session 22 (see /login): 147.7 KB.
  { path: ROUTES.home, limit: 150 * KB, target: 205 * KB },
  // 197 KB until session 8 (2026-11-25): the completeness light's tooltip (MUI Tooltip and its positioning
  // engine, 10 KB) and the bulk actions' dialogs now load after paint: 182.2 KB. Then issue 15 and issue 12's
  // filters (the filters kept in the address, the Completitud filter, the shell's maintenance handling): 184.3 KB;
  // with SAME_PAGES_GROUPS (below), 181.7 KB.
  // Session 22 (see /login): 171.9 KB. Session 23: the filters' categories in the browser's own checkboxes (MUI's
  // Checkbox, SwitchBase, FormControlLabel and FormGroup out, four files fewer) and V8's compile hint on the first
  // load's chunks (+0.6 KB here, build/compile-hints.ts): 168.1 KB.
  { path: ROUTES.properties, limit: 170 * KB, target: 205 * KB },
  // 204 KB until session 8; issue 15's pages share small modules with the wizard (detail keys, completeness,
  // categories, the terms calls…), which rolldown had split into small chunks of their own: 206.7 KB, over its
  // target. Modules loaded by the same pages now go to one chunk each (SAME_PAGES_GROUPS in vite.config.ts):
  // 203.4 KB, 36 files instead of 48. Session 18: steps 2–5 load when they are shown (the create page shows only
  // step 1): 191.3 KB, 26 files instead of 34.
  // Session 22 (see /login): 185.2 KB.
  { path: ROUTES.propertyCreate, limit: 187 * KB, target: 205 * KB },
];

/** No other route may load more than this before it paints, public or signed in. */
// 240 KB until session 8: every row action's tooltip now loads after paint (the property page 229.9 KB); then the
// same growth as the wizard's (above) brought the property page to 233.6 KB, and SAME_PAGES_GROUPS back to 230.2 KB.
// Session 22: the property page 221.7 KB (see /login above).
export const ANY_ROUTE_LIMIT = 224 * KB;

/**
 * Packages no route loads before it paints: the identity provider's client (only for users who signed in with
 * it), and the heavy libraries later screens bring (spreadsheets, charts), which load with the page that uses them.
 */
export const NEVER_IN_FIRST_LOAD = [
  'xlsx',
  'exceljs',
  'recharts',
  'chart.js',
  'echarts',
  '@mui/x-charts',
  'd3-shape',
];

/** The sign-in page paints without a form library, schema validation (its two fields are only required) or the
 * query library (its configuration is a plain fetch). */
export const NOT_ON_SIGN_IN = ['zod', 'react-hook-form', '@hookform/resolvers', '@tanstack/query-core'];

/** The identity provider's client loads only on the pages of that sign-in (its button's page and the callbacks). */
export const IDENTITY_PROVIDER_CLIENT = 'oidc-client-ts';
export const IDENTITY_PROVIDER_PAGES: readonly string[] = [
  ROUTES.loginCognito,
  ROUTES.callback,
  ROUTES.callback2,
  ROUTES.callbackHabitat,
];
