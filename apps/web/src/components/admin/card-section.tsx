import { useId, type ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';

/** A card of a back-office page, named by its heading (a landmark a screen reader lists by that name). */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardTitle as="h2" id={id}>
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}
