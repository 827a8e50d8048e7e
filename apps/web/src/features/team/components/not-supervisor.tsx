// What «Команда» shows a member who supervises no team today (403 team_not_supervisor): the API's
// own words and the way home, instead of an error to retry — asking again will not change it.
import { StatusMessage } from '@/components/status-message/status-message';
import { ButtonLink } from '@/components/ui/button';
import { refusalMessage, structuredRefusal } from '@/lib/api-client/errors';
import { teamTexts as t } from '../texts';

export function isNotSupervisor(error: unknown): boolean {
  return structuredRefusal(error)?.code === 'team_not_supervisor';
}

export function NotSupervisor({ error }: { error: unknown }) {
  return (
    <StatusMessage
      kind="empty"
      surface="card"
      title={refusalMessage(error, t.notSupervisor)}
      text={t.notSupervisorText}
      action={
        <ButtonLink href="/" variant="primary">
          {t.toHome}
        </ButtonLink>
      }
    />
  );
}
