// What the texts need from the server's configuration: the product's name and the support e-mail.
import { webConfig } from '@/lib/server/config';
import type { TextContext } from './document';
import { supportEmail } from './support-email';

export function textContext(): TextContext {
  return { productName: webConfig().productName, supportEmail: supportEmail() };
}
