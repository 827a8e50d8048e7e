/**
 * Yandex Metrika's visitor counter script and tracking pixel (product §7), rendered only when
 * YM_COUNTER_ID is set; the script carries this response's CSP nonce. A plain inline script
 * rendered by the server, not next/script: the snippet only adds Yandex's async tag, and next/script
 * would cost every page ~2 kB gzip of first-load JS (docs/performance.md).
 */
export function Metrika({ counterId, nonce }: { counterId: string; nonce: string | undefined }) {
  const id = Number(counterId);
  const snippet = `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();for(var j=0;j<document.scripts.length;j++){if(document.scripts[j].src===r){return;}}k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,'script','https://mc.yandex.ru/metrika/tag.js','ym');ym(${id},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});`;
  return (
    <>
      <script id="yandex-metrika" nonce={nonce} dangerouslySetInnerHTML={{ __html: snippet }} />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- a tracking pixel, not content */}
        <img
          src={`https://mc.yandex.ru/watch/${id}`}
          alt=""
          width={1}
          height={1}
          style={{ position: 'absolute', left: '-9999px' }}
        />
      </noscript>
    </>
  );
}
