import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

/** The field as a form holds it: the masked value in state. */
function Phone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Телефон
      <PhoneInput value={value} onChange={setValue} />
    </label>
  );
}

describe('the phone field', () => {
  it('masks the digits as they are typed, with the placeholder of the mask', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Phone />);
    const field = screen.getByLabelText('Телефон');

    expect(field).toHaveAttribute('placeholder', '+7 (900) 000-00-00');
    await user.type(field, '9991234567');
    expect(field).toHaveValue('+7 (999) 123-45-67');
  });

  it('reads a pasted number written with 8 in front', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Phone />);
    const field = screen.getByLabelText('Телефон');

    await user.click(field);
    await user.paste('8 (999) 123-45-67');
    expect(field).toHaveValue('+7 (999) 123-45-67');
  });

  it('deletes a digit with Backspace, and the mask closes up behind it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Phone initial="+7 (999) 123-45-67" />);
    const field = screen.getByLabelText('Телефон');

    await user.click(field);
    await user.keyboard('{End}{Backspace}{Backspace}');
    expect(field).toHaveValue('+7 (999) 123-45');
  });
});
