import type { Queryable } from '../db/types.js';
import { publishNews } from '../features/news/publish-news.js';
import { renderBanner } from './content-demo-image.js';
import { demoNews } from './content-demo-news.js';
import { seedDemoNotifications } from './content-demo-notifications.js';
import type { DemoContext } from './demo-context.js';

const DAY = 86_400_000;

/**
 * Demo news (with banners rendered locally and stored as news files), the two demo members' likes,
 * and their notifications. Runs inside the seed's transaction; best after the money and profile
 * parts, whose real notifications it then does not duplicate.
 */
export async function seedContentDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const news = demoNews(ctx.now);
  // Oldest first, so that ids grow with the publication date as they would in real life.
  for (const item of [...news].reverse()) {
    const publishedAt = new Date(ctx.now.getTime() - item.daysAgo * DAY);
    const image = await renderBanner({ title: item.title, category: item.category, colors: item.colors, motif: item.motif });
    const published = await publishNews(
      tx,
      { title: item.title, content: item.content, category: item.category, publishedAt, image },
      { files: ctx.files, now: ctx.now },
    );
    const likers = item.likedBy.map((who) => (who === 'demo' ? ctx.demoMemberId : ctx.secondMemberId));
    for (const memberId of likers) {
      // The count follows through the news_likes trigger, exactly as a like from the API.
      await tx.query('INSERT INTO news_likes (news_id, member_id, created_at) VALUES ($1, $2, $3)', [
        published.id,
        memberId,
        ctx.now,
      ]);
    }
  }

  await seedDemoNotifications(tx, ctx, news);
}
