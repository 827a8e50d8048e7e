// The compose form's contract check, loaded on first use (decision 0022): what the contract's body
// says of the notification, each issue with its path and message.
import { sendNotificationBody, type SendNotificationBody } from '@cabinet/contracts';

export interface BodyIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The contract's issues with the body; none when it passes. */
export function sendNotificationIssues(body: SendNotificationBody): BodyIssue[] {
  const parsed = sendNotificationBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues;
}
