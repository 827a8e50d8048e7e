'use client';
// The editor's preview: the item in a frame 360 px wide (a phone) or 1280 px wide scaled to fit (a
// desktop), each a real page of our own at that width, so the cabinet's breakpoints apply as they
// do for members (decision 0018). The frame gets the item by postMessage as the editor changes it.
import { useEffect, useRef, useState } from 'react';
import { TabPanel, Tabs, useTabIds } from '@/components/tabs/tabs';
import { NEWS_PREVIEW_PATH } from '@/lib/constants';
import { useElementWidth } from '@/lib/use-element-width';
import { Card } from '@/components/ui/card';
import { newsAdminTexts as t } from '../texts';
import { readPreviewMessage, type PreviewItem } from '../preview-message';
import styles from './admin-news.module.css';

const WIDTHS = { phone: 360, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

export function NewsPreviewPanel({ item }: { item: PreviewItem }) {
  const ids = useTabIds();
  const [width, setWidth] = useState<Width>('phone');
  return (
    <Card className={styles.previewCard} aria-labelledby={`${ids.idPrefix}-heading`}>
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.cardTitle} id={`${ids.idPrefix}-heading`}>
            {t.previewSection}
          </h2>
          <p className={styles.muted}>{t.previewIntro}</p>
        </div>
        <Tabs
          label={t.previewWidths}
          ids={ids}
          value={width}
          onChange={setWidth}
          items={[
            { value: 'phone', label: t.phone },
            { value: 'desktop', label: t.desktop },
          ]}
        />
      </div>
      <TabPanel ids={ids} value={width} busy={false}>
        {/* A new frame per width: each loads the page at its own width from the start. */}
        <PreviewFrame key={width} width={width} item={item} />
      </TabPanel>
    </Card>
  );
}

function PreviewFrame({ width, item }: { width: Width; item: PreviewItem }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { ref: box, width: boxWidth } = useElementWidth<HTMLDivElement>(WIDTHS[width]);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(640);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = readPreviewMessage(event);
      if (message?.type === 'news-preview:ready') setReady(true);
      if (message?.type === 'news-preview:height') setHeight(Math.max(200, Math.ceil(message.height)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'news-preview:item', item }, window.location.origin);
  }, [ready, item]);

  const px = WIDTHS[width];
  // The desktop page is drawn at its real width and shrunk to the card; the phone's fits as it is.
  const scale = Math.min(1, boxWidth / px);
  return (
    <div ref={box} className={styles.frameBox} data-width={width}>
      <div className={styles.frameScaler} style={{ width: px * scale, height: height * scale }}>
        <iframe
          ref={frame}
          src={NEWS_PREVIEW_PATH}
          title={t.previewFrame(width === 'phone' ? t.phone : t.desktop)}
          className={styles.frameEl}
          style={{ width: px, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
    </div>
  );
}
