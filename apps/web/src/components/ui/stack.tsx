// Blocks one above the other with the spacing scale's rhythm between them (components/ui).
import type { ComponentProps, ElementType } from 'react';
import styles from './stack.module.css';

/** Steps of the spacing scale (styles/tokens.css): 2 = 8 px, 3 = 12 px, 4 = 16 px. */
export type StackGap = 2 | 3 | 4;

const GAP: Record<StackGap, string | undefined> = { 2: styles.gap2, 3: styles.gap3, 4: styles.gap4 };

type StackProps<T extends ElementType> = { as?: T; gap?: StackGap; className?: string } & Omit<
  ComponentProps<T>,
  'as' | 'gap' | 'className'
>;

/** A column of blocks: cards on a screen (16 px apart by default), the parts of a form. */
export function Stack<T extends ElementType = 'div'>({ as, gap = 4, className, ...props }: StackProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag {...props} className={[styles.stack, GAP[gap], className].filter(Boolean).join(' ')} />;
}
