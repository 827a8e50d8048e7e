// «Выйти» (product §2; decisions 0022, 0038): the confirmation's code is out of the first load and
// asked for on intent; pressed while that code is still held back, the button answers at once.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { ExitButton } from './exit-button';

/** The dialog's chunk as the network gives it: counted when asked for, held until released. */
const chunk = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { asked: 0, held, release: () => release() };
});
vi.mock('./exit-dialog', async (importOriginal) => {
  chunk.asked += 1;
  await chunk.held;
  return importOriginal();
});

describe('«Выйти»', () => {
  it('asks for the dialog’s code at the press of a pointer, and while it is held back is busy at once; then asks', async () => {
    // The page's idle moment never comes: only the member's intent asks for the code.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { user } = renderScreen(<ExitButton />);
    const exit = screen.getByRole('button', { name: 'Выйти' });
    // The status region is in the page before anything is said in it, so a screen reader reads it.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(chunk.asked).toBe(0);

    fireEvent.pointerDown(exit);
    await vi.waitFor(() => expect(chunk.asked).toBe(1));

    await user.click(exit);
    // The code has not come: the button itself is busy and the region says so, in the same moment.
    expect(exit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Открываем…');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    chunk.release();
    const dialog = await screen.findByRole('dialog', { name: 'Вы действительно хотите выйти из аккаунта?' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Да' }));
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Отмена' }));
    expect(exit).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(chunk.asked).toBe(1);
  });
});
