export * from './role-grants.ts';
export * from './role-help.ts';
export * from './user-state.ts';
