// A card — the white panel the screens are made of — with its head and title (components/ui,
// docs/web.md «Primitives»). A card is a <section> unless told otherwise (`as`): named by its title's
// id through aria-labelledby, it is a region a screen reader lists.
import type { ComponentProps, ElementType } from 'react';
import styles from './card.module.css';

type Polymorphic<T extends ElementType> = { as?: T; className?: string } & Omit<ComponentProps<T>, 'as' | 'className'>;

type CardProps<T extends ElementType> = Polymorphic<T> & {
  /** The card is a link to its item's page (`as` an IntentLink): drawn as a card, a border under the pointer. */
  link?: boolean;
};

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * `card` stays on the element beside the module's class: the browser tests and the phone benchmark
 * find the page's panels by it (e2e/support/layout-checks.ts, bench/lib/phone-pages.ts).
 */
export function Card<T extends ElementType = 'section'>({ as, link = false, className, ...props }: CardProps<T>) {
  const Tag: ElementType = as ?? 'section';
  return <Tag {...props} className={classes('card', styles.card, link ? styles.link : undefined, className)} />;
}

/** A card's first row: its title and what stands beside it (a link, a button), wrapping on a phone. */
export function CardHead<T extends ElementType = 'div'>({ as, className, ...props }: Polymorphic<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag {...props} className={classes(styles.head, className)} />;
}

/** A card's title: a heading of the level its place in the page asks for. */
export function CardTitle<T extends 'h2' | 'h3' | 'h4'>({ as, className, ...props }: Polymorphic<T> & { as: T }) {
  const Tag: ElementType = as;
  return <Tag {...props} className={classes(styles.title, className)} />;
}
