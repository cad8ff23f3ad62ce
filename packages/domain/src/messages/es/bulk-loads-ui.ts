/** Texts of the "Plantillas de carga" page (issue 11). */
export const bulkLoadsUi = {} as const;
