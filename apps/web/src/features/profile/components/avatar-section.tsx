'use client';
// Аватар: choose a photo, see it cropped to a square, upload it with progress.
import { AVATAR_MAX_BYTES } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/avatar/avatar';
import { LoggingOutError } from '@/lib/api-client/errors';
import { memberQueries } from '@/lib/queries/member';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/form-actions/form-status';
import { profileFormTexts } from '../form-texts';
import { profileTexts } from '../texts';
import { cropToSquare } from '../crop';
import { uploadAvatar } from '../queries';
import type { SaveStatus } from '../section-form';
import { Section } from './section';
import styles from './profile.module.css';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const text = profileFormTexts.avatar;

export function AvatarSection({ avatarUrl }: { avatarUrl: string | null }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [cropped, setCropped] = useState<{ blob: Blob; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);

  // The preview's object URL is released when it is replaced or the section goes away.
  useEffect(() => () => (cropped ? URL.revokeObjectURL(cropped.url) : undefined), [cropped]);

  const choose = async (file: File | undefined) => {
    setStatus(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setStatus({ kind: 'error', text: text.wrongType });
    if (file.size > AVATAR_MAX_BYTES) return setStatus({ kind: 'error', text: text.tooLarge });
    try {
      const blob = await cropToSquare(file);
      setCropped({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setStatus({ kind: 'error', text: text.unreadable });
    }
  };

  const send = async () => {
    if (!cropped) return;
    setProgress(0);
    try {
      await uploadAvatar(cropped.blob, setProgress);
      setCropped(null);
      setStatus({ kind: 'success', text: text.saved });
      await queryClient.invalidateQueries({ queryKey: memberQueries.personalInfo().queryKey });
    } catch (err) {
      if (err instanceof LoggingOutError) return;
      // Spec §8: an avatar upload failure is logged; the member also sees that it did not work.
      console.warn('Avatar upload failed', err);
      setStatus({ kind: 'error', text: text.failed });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  return (
    <Section id="avatar" title={profileTexts.sections.avatar} intro={text.intro}>
      <div className={styles.avatarRow}>
        <figure className={styles.avatarFigure}>
          {cropped ? (
            // A blob: URL of the member's own choice; the image optimizer cannot read it.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={cropped.url} alt={text.preview} width={112} height={112} className={styles.avatarPreview} />
          ) : (
            <Avatar url={avatarUrl} alt={text.current} size={112} />
          )}
          <figcaption className={styles.hint}>{cropped ? text.preview : text.current}</figcaption>
        </figure>
        <div className={styles.avatarActions}>
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={TYPES.join(',')}
            hidden
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {cropped ? (
            <div className={styles.buttons}>
              <Button type="button" variant="primary" onClick={() => void send()} disabled={busy}>
                {text.upload}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setCropped(null)} disabled={busy}>
                {text.cancel}
              </Button>
            </div>
          ) : (
            <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
              {avatarUrl ? text.change : text.choose}
            </Button>
          )}
          {busy ? (
            <progress className={styles.progress} max={100} value={progress} aria-label={text.uploading(progress)} />
          ) : null}
          <FormStatus failed={status?.kind === 'error'}>{busy ? text.uploading(progress) : (status?.text ?? '')}</FormStatus>
        </div>
      </div>
    </Section>
  );
}
