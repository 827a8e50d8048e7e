// What files the cabinet keeps and how big they may be, without zod: the browser checks uploads with them.

/** Kinds of stored files; the spec's own spellings `pasportScan` and `adressScan` are kept. */
export const FILE_KINDS = ['avatar', 'pasportScan', 'adressScan', 'innScan', 'news', 'dispute'] as const;

export type FileKind = (typeof FILE_KINDS)[number];

/** The three identity-document scans (product §3). */
export const SCAN_KINDS = ['pasportScan', 'adressScan', 'innScan'] as const;

export type ScanKind = (typeof SCAN_KINDS)[number];

/** Russian names of the scans, for labels and messages. */
export const SCAN_KIND_LABELS: Record<ScanKind, string> = {
  pasportScan: 'Скан паспорта',
  adressScan: 'Скан страницы с регистрацией',
  innScan: 'Скан ИНН',
};

/**
 * Where the API serves a stored file: a path on the product's own host (the web app forwards
 * `/api/...` to the API with the member's token), e.g. `/api/files/avatar/<uuid>`.
 */
export function fileUrl(kind: FileKind, id: string): string {
  return `/api/files/${kind}/${id}`;
}

/** Multipart field that carries the file in every upload (product §7: "form field content"). */
export const UPLOAD_FIELD = 'content';

/** Avatar uploads: JPEG, PNG or WebP up to 5 MB, stored as a 512×512 WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_SIZE_PX = 512;

/** Scans: JPEG, PNG or PDF up to 10 MB. */
export const SCAN_MAX_BYTES = 10 * 1024 * 1024;

/** Images larger than this are refused before they are decoded (a small file can claim a huge picture). */
export const IMAGE_MAX_PIXELS = 50_000_000;
