'use client';
// The member's channels per kind of message (decision 0036): the cabinet always, push per kind,
// SMS only where the event matters. Each change is saved at once.
import { MESSAGE_CHANNEL_TEXT, MESSAGE_KIND_TEXT, type MessagePreference } from '@cabinet/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageChannelTexts } from '../channel-texts';
import { messageSettingsQueries, savePreference } from '../queries';
import styles from './message-settings.module.css';

const t = messageChannelTexts;

export function ChannelTable({ preferences }: { preferences: readonly MessagePreference[] }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const key = messageSettingsQueries.preferences().queryKey;
  const save = useMutation({
    mutationFn: savePreference,
    // The box changes at the tap; a refusal puts it back.
    onMutate: async (changed: MessagePreference) => {
      setStatus(null);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before)
        queryClient.setQueryData(key, {
          ...before,
          preferences: before.preferences.map((p) => (p.kind === changed.kind ? changed : p)),
        });
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      setStatus({ ok: true, text: t.saved });
    },
    onError: (_err, _changed, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      setStatus({ ok: false, text: t.saveFailed });
    },
  });

  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t.channelsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.kindColumn}</th>
              <th scope="col" className={styles.cabinet}>
                {MESSAGE_CHANNEL_TEXT.cabinet}
              </th>
              <th scope="col">{MESSAGE_CHANNEL_TEXT.push}</th>
              <th scope="col">{MESSAGE_CHANNEL_TEXT.sms}</th>
            </tr>
          </thead>
          <tbody>
            {preferences.map((p) => {
              const text = MESSAGE_KIND_TEXT[p.kind];
              return (
                <tr key={p.kind}>
                  <th scope="row">
                    <span className={styles.kind}>{text.title}</span>
                    <span className={styles.hint}>{text.hint}</span>
                  </th>
                  <td className={styles.cabinet}>
                    <input type="checkbox" checked disabled aria-label={`${text.title}: ${t.cabinetAlways}`} />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      checked={p.push}
                      disabled={save.isPending}
                      aria-label={`${text.title}: ${MESSAGE_CHANNEL_TEXT.push}`}
                      onChange={(e) => save.mutate({ ...p, push: e.target.checked })}
                    />
                  </td>
                  <td>
                    {p.sms === null ? (
                      <span className={styles.dash} title={t.noSms} aria-label={t.noSms}>
                        —
                      </span>
                    ) : (
                      <label className={styles.smsCell}>
                        <input
                          type="checkbox"
                          checked={p.sms}
                          disabled={save.isPending}
                          aria-label={`${text.title}: ${MESSAGE_CHANNEL_TEXT.sms}`}
                          onChange={(e) => save.mutate({ ...p, sms: e.target.checked })}
                        />
                        <span className={`${styles.hint} ${styles.smsHint}`}>{text.sms}</span>
                      </label>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={status?.ok === false ? styles.problem : styles.note} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
    </>
  );
}
