// The payout provider's card widget (ЮKassa's «виджет для сбора данных», decision 0056): its script
// defines `window.PayoutsData`; an instance shows the provider's form in a frame inside a container
// of ours and calls back with the card's synonym, mask and bank. The card number stays in the frame.

/** What the widget answers once the card number is taken (ЮKassa's success_callback). */
export interface PayoutWidgetCard {
  payout_token: string;
  first6: string;
  last4: string;
  issuer_name?: string;
  issuer_country?: string;
  card_type?: string;
}

interface PayoutsDataOptions {
  type: 'payout';
  account_id: string;
  success_callback: (data: PayoutWidgetCard) => void;
  error_callback: (error: { code?: string; message?: string } | undefined) => void;
}

interface PayoutsDataWidget {
  render(containerId: string): Promise<void>;
  clearListeners(): void;
}

declare global {
  interface Window {
    PayoutsData?: new (options: PayoutsDataOptions) => PayoutsDataWidget;
  }
}

let loading: { src: string; promise: Promise<NonNullable<Window['PayoutsData']>> } | null = null;

/** Loads the provider's script once per page life; a failed load may be tried again. */
export function loadPayoutWidget(src: string): Promise<NonNullable<Window['PayoutsData']>> {
  if (loading?.src === src) return loading.promise;
  const promise = new Promise<NonNullable<Window['PayoutsData']>>((resolve, reject) => {
    if (window.PayoutsData) return resolve(window.PayoutsData);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.PayoutsData ? resolve(window.PayoutsData) : reject(new Error('no PayoutsData')));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error(`${src} did not load`));
    };
    document.head.append(script);
  });
  loading = { src, promise };
  return promise;
}

/** Shows the form in the container and calls back; answers how to detach it. */
export async function showPayoutWidget(
  src: string,
  o: { accountId: string; containerId: string; onCard: (card: PayoutWidgetCard) => void; onError: (message: string) => void },
): Promise<() => void> {
  const PayoutsData = await loadPayoutWidget(src);
  const widget = new PayoutsData({
    type: 'payout',
    account_id: o.accountId,
    success_callback: o.onCard,
    error_callback: (error) => o.onError(error?.message ?? error?.code ?? ''),
  });
  await widget.render(o.containerId);
  return () => widget.clearListeners();
}
