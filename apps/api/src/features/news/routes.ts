import { getNewsItemRoute, likeNewsRoute, listNewsRoute, newsCategoriesRoute, unlikeNewsRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { getNewsItem, listNews, listNewsCategories, setNewsLike } from './service.js';

export const newsRoutes = [
  implement(listNewsRoute, async ({ deps, member, query }) => listNews(deps, { memberId: member.memberId, ...query })),
  implement(newsCategoriesRoute, async ({ deps }) => listNewsCategories(deps)),
  implement(getNewsItemRoute, async ({ deps, member, query }) =>
    getNewsItem(deps, { memberId: member.memberId, newsId: query.newsId }),
  ),
  implement(likeNewsRoute, async ({ deps, member, query }) =>
    setNewsLike(deps, { memberId: member.memberId, slugId: query.slugId, like: true }),
  ),
  implement(unlikeNewsRoute, async ({ deps, member, query }) =>
    setNewsLike(deps, { memberId: member.memberId, slugId: query.slugId, like: false }),
  ),
];
