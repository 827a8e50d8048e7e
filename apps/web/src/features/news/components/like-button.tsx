'use client';
// The like toggle of a card and of the item page, wired to the like call.
import { LikeToggle } from '@/components/news/like-toggle';
import { useNewsLike } from '../use-news-like';

interface LikeButtonProps {
  slugId: string;
  likesCount: number;
  isLiked: boolean;
  onError: (message: string) => void;
  size?: 'normal' | 'large';
}

export function LikeButton({ slugId, likesCount, isLiked, onError, size = 'normal' }: LikeButtonProps) {
  const toggle = useNewsLike(onError);
  return (
    <LikeToggle
      likesCount={likesCount}
      isLiked={isLiked}
      size={size}
      onToggle={() => void toggle(slugId, { likesCount, isLiked })}
    />
  );
}
