// Touch-device detection of product §4: a mobile-looking user agent, or a coarse primary pointer on a
// system that is not Windows (Windows laptops with touch screens still get the desktop behaviour).

const MOBILE_UA = /mobile|android|iphone|ipad|ipod/i;
const WINDOWS = /windows|win32|win64/i;

export const COARSE_POINTER_QUERY = '(pointer: coarse)';

interface TouchSignals {
  userAgent: string;
  /** matchMedia('(pointer: coarse)').matches */
  coarsePointer: boolean;
  /** navigator.userAgentData?.platform or navigator.platform, when known. */
  platform?: string;
}

export function isTouchDevice({ userAgent, coarsePointer, platform = '' }: TouchSignals): boolean {
  if (MOBILE_UA.test(userAgent)) return true;
  return coarsePointer && !WINDOWS.test(userAgent) && !WINDOWS.test(platform);
}
