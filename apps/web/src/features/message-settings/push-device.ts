'use client';
// This browser's push subscription (decision 0036). Turning push on asks the browser's permission,
// which it grants only from a tap (iOS insists), subscribes with the programme's VAPID key and
// tells the API; turning it off does both in reverse.
import { isAppleMobile, isStandalone } from '@/lib/installable';
import { getPushKey, removeSubscription, sendSubscription } from './queries';

export type PushSupport = 'supported' | 'unsupported' | 'iphone-needs-home-screen';

export function pushSupport(): PushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isStandalone()) return 'iphone-needs-home-screen';
  return capable ? 'supported' : 'unsupported';
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A name the member recognises in a list of devices: the browser and the system. */
function deviceName(): string {
  const ua = navigator.userAgent;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac/.test(ua)
          ? 'macOS'
          : 'Linux';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Браузер';
  return `${browser}, ${system}`;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushDenied extends Error {}

export async function turnPushOn(): Promise<number> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDenied();
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await getPushKey();
  let sub = await registration.pushManager.getSubscription();
  if (sub && !sameKey(sub, publicKey)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return (await sendSubscription(sub.toJSON(), deviceName())).pushDevices;
}

function sameKey(sub: PushSubscription, publicKey: string): boolean {
  const key = sub.options.applicationServerKey;
  if (!key) return false;
  const mine = keyBytes(publicKey);
  const theirs = new Uint8Array(key);
  return mine.length === theirs.length && mine.every((b, i) => b === theirs[i]);
}

export async function turnPushOff(): Promise<number> {
  const sub = await currentSubscription();
  if (!sub) return 0;
  const { pushDevices } = await removeSubscription(sub.endpoint);
  await sub.unsubscribe();
  return pushDevices;
}
