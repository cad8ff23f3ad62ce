/**
 * The largest workbook a bulk load takes: 50,000 rows of 40 columns, written by Excel or exceljs, weigh about
 * 6 MB. The page refuses a larger file before sending it; the API's upload limit and its file check refuse it
 * again (413).
 */
export const WORKBOOK_MAX_MB = 20;
export const WORKBOOK_MAX_BYTES = WORKBOOK_MAX_MB * 1024 * 1024;
