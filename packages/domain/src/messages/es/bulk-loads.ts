/** Texts of bulk loads ("Plantillas de carga") that the API sends: row errors, refused files (issue 11). */
export const bulkLoads = {} as const;
