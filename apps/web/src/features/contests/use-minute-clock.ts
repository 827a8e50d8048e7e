'use client';
import { useEffect, useState } from 'react';

/**
 * The time now (ms since epoch), read again every minute: «осталось 2 дня 6 ч» and «обновлено N мин
 * назад» move on while the page stays open.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
