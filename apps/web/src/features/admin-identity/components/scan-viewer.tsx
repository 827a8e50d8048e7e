'use client';
// One scan on the review screen: zoom, rotate by quarter turns, open it separately. The picture is
// laid out at its zoomed and turned size, so the frame scrolls over all of it (a CSS transform alone
// would overflow where nothing can scroll). Every load of the bytes is a reading the API records.
import type { IdentityReview } from '@cabinet/contracts/client';
import { useState } from 'react';
import { Chip } from '@/components/admin/data-table';
import { useElementWidth } from '@/lib/use-element-width';
import { ButtonLink } from '@/components/ui/button';
import { identityReviewText as t } from '../texts';
import styles from './identity.module.css';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

type Scan = IdentityReview['document']['scans']['pasportScan'];

export function ScanViewer({ label, scan, changed }: { label: string; scan: Scan; changed: boolean }) {
  return (
    <figure className={styles.scan}>
      <figcaption className={styles.scanCaption}>
        <span>{label}</span>
        {changed ? <Chip tone="info">{t.changed}</Chip> : null}
      </figcaption>
      {!scan ? (
        <div className={`${styles.scanFrame} ${styles.scanEmpty}`}>{t.scanMissing}</div>
      ) : scan.mime.startsWith('image/') ? (
        <PictureViewer label={label} url={scan.url} />
      ) : (
        <div className={`${styles.scanFrame} ${styles.scanEmpty}`}>
          <span>{t.pdf}</span>
          <ButtonLink href={scan.url} download variant="secondary">
            {t.downloadPdf}
            <span className="visually-hidden">: {label}</span>
          </ButtonLink>
        </div>
      )}
    </figure>
  );
}

function PictureViewer({ label, url }: { label: string; url: string }) {
  const { ref: frame, width: frameWidth } = useElementWidth<HTMLDivElement>();
  const [ratio, setRatio] = useState(4 / 3);
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);

  // The turned picture's box fills the frame's width at 100 %; a quarter turn swaps its sides.
  const quarter = turns % 2 === 1;
  const boxWidth = frameWidth * ZOOMS[zoom]!;
  const boxHeight = quarter ? boxWidth * ratio : boxWidth / ratio;
  const imageWidth = quarter ? boxHeight : boxWidth;
  const imageHeight = quarter ? boxWidth : boxHeight;
  const named = (action: string) => `${action}: ${label}`;

  return (
    <>
      {/* Focusable: a zoomed picture scrolls with the keyboard too. */}
      <div ref={frame} className={styles.scanFrame} tabIndex={0} role="region" aria-label={label}>
        <div className={styles.scanBox} style={{ width: boxWidth || '100%', height: boxHeight || undefined }}>
          {/* An operator's reading behind the operator's cookie: the image optimizer cannot fetch it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={url}
            alt={label}
            className={styles.scanImage}
            onLoad={(e) => {
              const img = e.currentTarget;
              if (img.naturalWidth && img.naturalHeight) setRatio(img.naturalWidth / img.naturalHeight);
            }}
            style={
              frameWidth
                ? { width: imageWidth, height: imageHeight, transform: `translate(-50%, -50%) rotate(${turns * 90}deg)` }
                : undefined
            }
          />
        </div>
      </div>
      <div className={styles.scanTools} role="toolbar" aria-label={label}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setZoom(zoom - 1)}
          disabled={zoom === 0}
          aria-label={named(t.zoomOut)}
        >
          −
        </button>
        <span className={styles.zoomLevel} aria-live="polite">
          <span className="visually-hidden">{t.zoom} </span>
          {`${ZOOMS[zoom]! * 100}\u00a0%`}
        </span>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setZoom(zoom + 1)}
          disabled={zoom === ZOOMS.length - 1}
          aria-label={named(t.zoomIn)}
        >
          +
        </button>
        <button type="button" className={styles.tool} onClick={() => setTurns((turns + 1) % 4)} aria-label={named(t.rotate)}>
          ↻
        </button>
        <button
          type="button"
          className={styles.tool}
          onClick={() => {
            setZoom(0);
            setTurns(0);
          }}
          disabled={zoom === 0 && turns === 0}
          aria-label={named(`1:1, ${t.reset.toLowerCase()}`)}
        >
          1:1
        </button>
        <a href={url} target="_blank" rel="noopener" className={styles.toolLink}>
          {t.openSeparately}
          <span className="visually-hidden">: {label}</span>
        </a>
      </div>
    </>
  );
}
