import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { SecretsOnce } from './secrets-once';

const KEY = 'apk_1122334455667788_K7mJq2vW9xZpL4nR8sT1uY6bC3dF5gH0jA2eI9oU1kE';

function renderCard(onDismiss = vi.fn()) {
  const rendered = renderScreen(
    <SecretsOnce title="Ключ «CRM» выпущен" secrets={[{ label: 'API-ключ', value: KEY }]} onDismiss={onDismiss}>
      <p>Показан один раз.</p>
    </SecretsOnce>,
  );
  return { ...rendered, onDismiss };
}

describe('secrets shown once', () => {
  it('takes the focus as it appears, names each value and copies it whole', async () => {
    const { user, onDismiss } = renderCard();

    const card = screen.getByRole('region', { name: 'Ключ «CRM» выпущен' });
    expect(within(card).getByRole('heading', { name: 'Ключ «CRM» выпущен' })).toHaveFocus();
    expect(within(card).getByRole('term')).toHaveTextContent('API-ключ');
    expect(within(card).getByRole('definition')).toHaveTextContent(KEY);
    const status = within(card).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(within(card).getByRole('button', { name: 'Копировать: API-ключ' }));
    expect(status).toHaveTextContent('Скопировано');
    expect(await navigator.clipboard.readText()).toBe(KEY);

    await user.click(within(card).getByRole('button', { name: 'Скрыть' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('selects the value for copying by hand where the browser refuses the clipboard', async () => {
    const { user } = renderCard();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Refused', 'NotAllowedError'));

    await user.click(screen.getByRole('button', { name: 'Копировать: API-ключ' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Браузер не дал скопировать: значение выделено, скопируйте его сами.',
    );
    expect(window.getSelection()?.toString()).toBe(KEY);
  });
});
