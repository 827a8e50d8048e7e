// The thread of a dispute: the operator's answers with the status each set, the member's replies,
// the programme's own notes, oldest first.
import type { Dispute } from '@cabinet/contracts/client';
import { DISPUTE_STATUS_TEXT } from '@cabinet/contracts/client';
import { formatDateTime } from '@/lib/format';
import { disputesTexts as t } from '../texts';
import styles from './disputes.module.css';

export function DisputeAnswers({ answers }: { answers: Dispute['answers'] }) {
  if (answers.length === 0) return <p className={styles.muted}>{t.noAnswers}</p>;
  return (
    <ol className={styles.thread}>
      {answers.map((answer, i) => (
        <li key={`${answer.at}-${i}`} className={`${styles.answer} ${styles[answer.author]}`} data-testid="dispute-answer">
          <p className={styles.answerHead}>
            <span className={styles.answerAuthor}>{t.author[answer.author]}</span>
            <time dateTime={answer.at} className={styles.muted}>
              {formatDateTime(answer.at)}
            </time>
          </p>
          {answer.status ? <p className={styles.answerStatus}>{t.setStatus(DISPUTE_STATUS_TEXT[answer.status])}</p> : null}
          <p className={styles.answerText}>{answer.text}</p>
        </li>
      ))}
    </ol>
  );
}
