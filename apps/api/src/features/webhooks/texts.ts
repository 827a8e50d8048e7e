// What the back office reads about a webhook's address and its attempts, in Russian.
import type { NonPublicKind } from '../../lib/public-address.js';

const NETWORK: Record<NonPublicKind, string> = {
  unspecified: 'неопределённый адрес',
  private: 'частная сеть',
  cgnat: 'сеть оператора связи (CGNAT)',
  loopback: 'этот же сервер (loopback)',
  link_local: 'локальный сегмент (link-local)',
  protocol: 'служебная сеть',
  benchmarking: 'сеть для испытаний',
  multicast: 'групповая рассылка (multicast)',
  reserved: 'зарезервированная сеть',
  nat64: 'локальный NAT64',
  unique_local: 'частная сеть IPv6',
  site_local: 'сеть площадки (site-local)',
  not_ip: 'не IP-адрес',
};

export const targetRefusal = {
  httpsOnly: 'Нужен адрес https://: события несут данные участников и подписаны секретом',
  notFound: (host: string) => `Имя ${host} не найдено в DNS`,
  nonPublic: (host: string, address: string, kind: NonPublicKind) =>
    host === address
      ? `Адрес ${address} — ${NETWORK[kind]}: вебхуки отправляются только во внешнюю сеть`
      : `Имя ${host} указывает на ${address} — ${NETWORK[kind]}: вебхуки отправляются только во внешнюю сеть`,
};

export const attemptError = {
  timeout: (seconds: number) => `Нет ответа за ${seconds} с`,
  connection: (code: string) => `Не удалось соединиться: ${code}`,
  endpointOff: 'Адрес выключен или удалён: событие не отправлено',
};
