/** Business constants and limits of spec section 9. */
export const MARKETPLACE_ID = 'tu360-inmobiliario';
/** Fixed captcha token sent when the captcha is disabled. */
export const CAPTCHA_FALLBACK_TOKEN = 'captcha-disabled';
/** Client id of the portal's own sign-in (password and refresh grants). */
export const PORTAL_CLIENT_ID = 'tu360-portal';
/** Scopes requested on sign-in, by both the password grant and the identity provider (spec section 7). */
export const SIGN_IN_SCOPE = 'openid profile email offline_access gateway sellers';

export const INACTIVITY_SIGN_OUT_MS = 20 * 60 * 1000;
export const TOKEN_REFRESH_AFTER_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOAST_AUTO_CLOSE_MS = 20000;
export const PROPERTY_SAVE_TOAST_MS = 10000;
export const DOWNLOAD_URL_REVOKE_MS = 40000;
export const ANALYTICS_HIDE_TIMEOUT_MS = 4000;
export const APPROVED_TO_UPDATE_CLEAR_MS = 2000;

export const PAGE_SIZES = {
  storeSelector: 20,
  storeRequest: 50,
  sellerList: 10,
  builderUsers: 10,
  potentialCustomerSellers: 20,
  propertyList: 14,
  builderList: 50,
  builderListFull: 200,
  notifications: 14,
} as const;
export const FIRST_PAGE = 1;

/**
 * The property list counts its total exactly up to this many rows when a free filter (keyword, price range, city,
 * completeness…) is set; above it the answer carries the planner's estimate with totalDataEstimated (issue 19,
 * docs/adr/0015-list-totals.md). Totals by scope, status and category are always exact (counter table).
 */
export const EXACT_TOTAL_LIMIT = 10_000;

export const SEARCH_MIN_LENGTH = 3;
/** A keyword is applied only when it is longer than 2 characters. */
export function effectiveKeyword(keyword: string | null | undefined): string | undefined {
  const k = (keyword ?? '').trim();
  return k.length >= SEARCH_MIN_LENGTH ? k : undefined;
}
export const NOTIFICATION_SEARCH_DEBOUNCE_MS = 500;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const NOTIFICATION_PREVIEW_LENGTH = 65;

export const PASSWORD_MIN_LENGTH = 8;
export const TEXT_INPUT_MAX_LENGTH = 150;

export const LOGIN_LOCK = { maxFailures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;
export const RECOVERY_LINK_TTL_MS = 30 * 60 * 1000;

export const EMPTY_UUID = '00000000-0000-0000-0000-000000000000';

/** Footer links of the shell (spec section 2). */
export const FOOTER_LINKS = {
  securityInfo: 'https://www.grupobancolombia.com/personas/documentos-legales/informacion-de-seguridad',
  contactEmail: 'contacto@tu360inmobiliario.com',
  visit: 'https://www.tu360inmobiliario.com',
} as const;

export const PROPERTY_MIN_PRICE = 10_000_000;
export const INITIAL_PAYMENT_MIN = 1_000_000;
export const DESCRIPTION_MIN = 150;
export const DESCRIPTION_MAX = 1000;
export const SECTOR_MAX = 30;
export const BUILDER_MIN_IMAGES_EXCLUSIVE = 4;
export const AGENCY_MIN_IMAGES = 5;
