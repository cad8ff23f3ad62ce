/** The secret of the public store's client-credentials grant in the e2e server (playwright.config.ts sets it). */
export const STORE_SECRET = 'e2e-secreto-de-la-tienda';
