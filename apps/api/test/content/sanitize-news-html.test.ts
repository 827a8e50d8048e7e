import { describe, expect, it } from 'vitest';
import { cutText } from '../../src/features/news/publish-news.js';
import { htmlToText, isOwnNewsImage, sanitizeNewsHtml } from '../../src/features/news/sanitize-news-html.js';
import { newsSlug, slugBase } from '../../src/features/news/slug.js';

const OWN = '/api/files/news/123e4567-e89b-12d3-a456-426614174000';

describe('sanitizeNewsHtml', () => {
  it('keeps the news allow-list as it is', () => {
    const html =
      '<h2>Итоги</h2><h3>Месяц</h3><h4>Неделя</h4><p>Текст <strong>важно</strong> и <em>курсив</em><br />строка</p>' +
      '<ul><li>один</li></ul><ol><li>два</li></ol><blockquote>цитата</blockquote>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames and forms with their content', () => {
    expect(sanitizeNewsHtml('<p>до</p><script>alert(1)</script><style>p{color:red}</style><p>после</p>')).toBe(
      '<p>до</p><p>после</p>',
    );
    expect(
      sanitizeNewsHtml(
        '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="/x"><input name="a"></form>',
      ),
    ).toBe('');
    expect(sanitizeNewsHtml('<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>текст')).toBe('текст');
    expect(sanitizeNewsHtml('<p>x</p><!-- <img src=x onerror=alert(1)> -->')).toBe('<p>x</p>');
    // The classic mutation-XSS shape: the "tag" inside the attribute stays an attribute, and goes.
    expect(sanitizeNewsHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('<p></p>');
  });

  it('removes event handlers, style and other attributes', () => {
    expect(sanitizeNewsHtml('<p onclick="steal()" style="position:fixed" class="x" id="y" data-a="1">Текст</p>')).toBe(
      '<p>Текст</p>',
    );
    expect(sanitizeNewsHtml('<strong onmouseover="x()">a</strong>')).toBe('<strong>a</strong>');
  });

  it('keeps http, https and mailto links, opened in a new tab without opener', () => {
    expect(sanitizeNewsHtml('<a href="https://example.ru/a?b=1" target="_self" rel="opener" onclick="x()">сайт</a>')).toBe(
      '<a href="https://example.ru/a?b=1" target="_blank" rel="noopener noreferrer">сайт</a>',
    );
    expect(sanitizeNewsHtml('<a href="mailto:support@agentplus.ru">почта</a>')).toBe(
      '<a href="mailto:support@agentplus.ru" rel="noopener noreferrer" target="_blank">почта</a>',
    );
    expect(sanitizeNewsHtml('<a href="http://example.ru">x</a>')).toContain('href="http://example.ru"');
  });

  it('drops every other link but keeps its text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/lk',
      'tel:+79001234567',
      '',
    ]) {
      expect(sanitizeNewsHtml(`<p><a href="${href}">ссылка</a></p>`), href).toBe('<p>ссылка</p>');
    }
    expect(sanitizeNewsHtml('<a>без адреса</a>')).toBe('без адреса');
  });

  it('keeps only our own news images', () => {
    expect(sanitizeNewsHtml(`<img src="${OWN}" alt="Лидеры" onerror="alert(1)" width="9999" style="x">`)).toBe(
      `<img src="${OWN}" alt="Лидеры" />`,
    );
    for (const src of [
      'https://evil.example/pixel.png',
      '//evil.example/pixel.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/api/files/avatar/123e4567-e89b-12d3-a456-426614174000',
      '/api/files/news/../avatar/123e4567-e89b-12d3-a456-426614174000',
      `${OWN}?x=1`,
      `https://example.ru${OWN}`,
    ]) {
      expect(sanitizeNewsHtml(`<p>до<img src="${src}">после</p>`), src).toBe('<p>допосле</p>');
    }
  });

  it('turns other headings and bold/italic tags into the allowed ones', () => {
    expect(sanitizeNewsHtml('<h1>Главное</h1><b>ж</b><i>к</i><h5>мелко</h5><div>блок</div>')).toBe(
      '<h2>Главное</h2><strong>ж</strong><em>к</em>мелкоблок',
    );
  });

  it('escapes text so that it cannot become markup', () => {
    expect(sanitizeNewsHtml('<p>1 &lt; 2 &amp; &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;script&gt;</p>');
    expect(sanitizeNewsHtml('<p>"кавычки" > 3</p>')).toBe('<p>"кавычки" &gt; 3</p>');
  });
});

describe('helpers', () => {
  it('isOwnNewsImage accepts exactly our paths', () => {
    expect(isOwnNewsImage(OWN)).toBe(true);
    expect(isOwnNewsImage(OWN.toUpperCase())).toBe(false);
    expect(isOwnNewsImage(undefined)).toBe(false);
  });

  it('htmlToText gives plain text with block boundaries as spaces', () => {
    expect(
      htmlToText('<p>Первый абзац.</p><p>Второй &amp; <b>жирный</b>&nbsp;текст</p><ul><li>пункт</li></ul><script>x</script>'),
    ).toBe('Первый абзац. Второй & жирный\u00a0текст пункт');
    expect(htmlToText('Тариф <5%>')).toBe('Тариф <5%>');
  });

  it('htmlToText keeps the no-break spaces of an amount, so a preview never breaks «500 б.»', () => {
    expect(htmlToText('<li>1–4 договора — <strong>500\u00a0б.</strong> за договор;</li>\n<li>10 — 1\u00a0000\u00a0б.</li>')).toBe(
      '1–4 договора — 500\u00a0б. за договор; 10 — 1\u00a0000\u00a0б.',
    );
  });

  it('cutText cuts at a word with an ellipsis', () => {
    expect(cutText('Короткий текст', 50)).toBe('Короткий текст');
    expect(cutText('Новые уровни вознаграждения с первого числа месяца', 30)).toBe('Новые уровни вознаграждения…');
  });

  it('slugs transliterate the title and end in a random suffix', () => {
    expect(slugBase('Новые уровни: +20% за договор!')).toBe('novye-urovni-20-za-dogovor');
    expect(slugBase('Щедрый Ёжик, объём и Юг')).toBe('shchedryy-ezhik-obem-i-yug');
    expect(slugBase('Новость №1')).toBe('novost-1');
    expect(slugBase('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugBase('🎉🎉')).toBe('');
    expect(slugBase('Очень '.repeat(30)).length).toBeLessThanOrEqual(80);
    expect(slugBase('Очень '.repeat(30))).toMatch(/^ochen(-ochen)+$/);
    expect(newsSlug('Лидеры месяца')).toMatch(/^lidery-mesyatsa-[a-z0-9]{6}$/);
    expect(newsSlug('🎉')).toMatch(/^novost-[a-z0-9]{6}$/);
    expect(newsSlug('Лидеры месяца')).not.toBe(newsSlug('Лидеры месяца'));
  });
});
