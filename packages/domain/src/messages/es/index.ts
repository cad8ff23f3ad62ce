/** Every area of the Spanish texts, one file per area of the portal. */
export * from './bulk-loads.ts';
export * from './bulk-loads-ui.ts';
export * from './companies.ts';
export * from './leads.ts';
export * from './notifications.ts';
export * from './prices.ts';
export * from './prices-ui.ts';
export * from './properties.ts';
export * from './reports.ts';
export * from './session.ts';
export * from './shell.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './validation.ts';
