'use client';
// The page inside the editor's preview frames (/admin/news-preview): the item the editor sends,
// drawn by the very components of the cabinet (the list's card and the item's page), at the frame's
// width — so the member's own breakpoints apply (decision 0018). Links do not navigate here.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { LikeToggle } from '@/components/news/like-toggle';
import { NewsArticleView } from '@/components/news/news-article-view';
import { NewsCard } from '@/components/news/news-card';
import newsStyles from '@/components/news/news.module.css';
import { newsAdminTexts as t } from '../texts';
import { readPreviewMessage, type PreviewItem, type PreviewMessage } from '../preview-message';
import styles from './admin-news.module.css';

function tellEditor(message: PreviewMessage) {
  window.parent.postMessage(message, window.location.origin);
}

export function NewsPreviewFrame() {
  const [item, setItem] = useState<PreviewItem | null>(null);
  // A member may try the like here: it changes nothing but the picture.
  const [liked, setLiked] = useState(false);
  const page = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const message = readPreviewMessage(event);
      if (message?.type === 'news-preview:item') setItem(message.item);
    };
    window.addEventListener('message', onMessage);
    tellEditor({ type: 'news-preview:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const el = page.current;
    if (!el) return;
    const observer = new ResizeObserver(() => tellEditor({ type: 'news-preview:height', height: el.scrollHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const inert = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  };

  const likes = (item?.likesCount ?? 0) + (liked ? 1 : 0);
  const like = (size: 'normal' | 'large') => (
    <LikeToggle likesCount={likes} isLiked={liked} size={size} onToggle={() => setLiked(!liked)} />
  );

  return (
    <div ref={page} className={styles.frame} onClickCapture={inert}>
      {item ? (
        <>
          <section aria-label={t.previewCard}>
            <ul className={newsStyles.grid}>
              <li className={newsStyles.gridItem}>
                <NewsCard news={{ ...item, id: 0 }} like={like('normal')} />
              </li>
            </ul>
          </section>
          <section aria-label={t.previewPage} className={styles.framePage}>
            <NewsArticleView news={item} like={like('large')} />
          </section>
        </>
      ) : (
        <p role="status">{t.previewWaiting}</p>
      )}
    </div>
  );
}
