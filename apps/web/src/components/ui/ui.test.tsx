import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '@/testing/navigation';
import { renderScreen } from '@/testing/render';
import { Button, ButtonLink } from './button';
import buttonStyles from './button.module.css';
import { ButtonRow } from './button-row';
import rowStyles from './button-row.module.css';
import { Card, CardHead, CardTitle } from './card';
import { Stack } from './stack';

describe('Button', () => {
  it('is a <button> of the type its caller states, in its variant and size', () => {
    renderScreen(
      <form>
        <Button type="submit" variant="primary">
          Сохранить
        </Button>
        <Button type="button" variant="link" size="small">
          Отменить
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveClass(buttonStyles.button!);
    expect(save).toHaveAttribute('data-variant', 'primary');
    expect(save).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Отменить' })).toHaveAttribute('data-size', 'small');
  });

  it('while busy is off, says so and spins before its label', () => {
    renderScreen(
      <Button type="submit" variant="primary" busy>
        Сохранить
      </Button>,
    );
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save.firstElementChild?.tagName).toBe('SPAN');
  });

  it('keeps what its caller set: a name, a pressed state, its own class beside the look', () => {
    renderScreen(
      <Button type="button" variant="secondary" aria-label="Удалить файл" aria-pressed={false} className="own">
        ×
      </Button>,
    );
    const remove = screen.getByRole('button', { name: 'Удалить файл', pressed: false });
    expect(remove).toHaveClass('own', buttonStyles.button!);
    expect(remove).toHaveAttribute('data-variant', 'secondary');
  });
});

describe('ButtonLink', () => {
  it('goes to a page of the app through the router, prefetching it on intent', async () => {
    const { user } = renderScreen(
      <ButtonLink href="/withdraw" variant="primary">
        Вывести
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Вывести' });
    expect(link).toHaveAttribute('href', '/withdraw');
    expect(link).toHaveClass(buttonStyles.button!);
    expect(link).toHaveAttribute('data-variant', 'primary');
    await user.click(link);
    expect(router.prefetch).toHaveBeenCalledWith('/withdraw');
    expect(router.push).toHaveBeenCalledWith('/withdraw');
  });

  it('leaves a download and another site to the browser, never prefetching them', async () => {
    const { user } = renderScreen(
      <>
        <ButtonLink href="/api/files/identity/7" download variant="secondary">
          Скачать
        </ButtonLink>
        <ButtonLink href="https://lknpd.nalog.ru/" variant="primary">
          Открыть «Мой налог»
        </ButtonLink>
      </>,
    );
    await user.hover(screen.getByRole('link', { name: 'Скачать' }));
    await user.hover(screen.getByRole('link', { name: 'Открыть «Мой налог»' }));
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute('download');
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

describe('Card, Stack and ButtonRow', () => {
  it('draw the element asked for, a card a section by default named by its title', () => {
    renderScreen(
      <Stack>
        <Card aria-labelledby="t">
          <CardHead>
            <CardTitle as="h2" id="t">
              Баланс
            </CardTitle>
          </CardHead>
          <ButtonRow fill>
            <Button type="button" variant="primary">
              Да
            </Button>
          </ButtonRow>
        </Card>
        <Card as="form" aria-label="Форма" />
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'Баланс' });
    expect(region.tagName).toBe('SECTION');
    // The browser tests find the page's panels by this class (e2e/support/layout-checks.ts).
    expect(region).toHaveClass('card');
    expect(screen.getByRole('heading', { level: 2, name: 'Баланс' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Форма' })).toHaveClass('card');
    expect(screen.getByRole('button', { name: 'Да' }).parentElement).toHaveClass(rowStyles.row!, rowStyles.fill!);
  });
});
