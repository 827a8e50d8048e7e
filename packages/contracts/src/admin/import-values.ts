// The contracts import's constants without zod: the back office's import screen reads them.

/**
 * The largest contracts file accepted: 100 000 rows of CSV take about 8 MB. The web app's
 * pass-through carries uploads up to the largest scan (10 MB), so this is that limit too.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** How the preview classifies a row: what applying it would do. */
export const IMPORT_ROW_KINDS = ['new', 'changed', 'unchanged', 'refused'] as const;

export const IMPORT_ROWS_PAGE = 50;

/** The name the import screen's template is downloaded under. */
export const IMPORT_TEMPLATE_FILE_NAME = 'shablon-importa-dogovorov.csv';
