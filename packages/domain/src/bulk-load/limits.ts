/**
 * The largest workbook a bulk load takes: 50,000 rows of 40 columns, written by Excel or exceljs, weigh about
 * 6 MB. The page refuses a larger file before sending it; the API's upload limit and its file check refuse it
 * again (413).
 */
export const WORKBOOK_MAX_MB = 20;
export const WORKBOOK_MAX_BYTES = WORKBOOK_MAX_MB * 1024 * 1024;

/**
 * The largest zip of images a load takes (`FileZip`). The upload is held in memory while it is checked and read
 * (the multipart plugin and the file storage hand whole buffers), so this bounds what one load costs the server:
 * 100 MB is some 100 photos of a phone or a camera (about 1 MB each once exported for the web), or 20 at the
 * single upload's 5 MB limit. A larger set goes in several zips, one load each.
 */
export const IMAGE_ZIP_MAX_MB = 100;
export const IMAGE_ZIP_MAX_BYTES = IMAGE_ZIP_MAX_MB * 1024 * 1024;
/** Most files (folders included) a zip of images may list: 100 MB of photos are a few hundred. */
export const IMAGE_ZIP_MAX_ENTRIES = 2_000;
