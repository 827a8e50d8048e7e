import { splitUnbreakable } from '@/lib/typography';

/**
 * A text written elsewhere (the API's history lines and notifications, a template of ours) with its
 * phone numbers, contract numbers, ordinals and amounts kept on one line (lib/typography.ts).
 */
export function Unbreakable({ text }: { text: string }) {
  return splitUnbreakable(text).map((part, i) =>
    part.keep ? (
      <span key={i} className="nowrap">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
