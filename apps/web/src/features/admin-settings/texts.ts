// The settings' texts of separation of duties (decision 0029); a weaker setting's waiting request speaks
// the approvals door's words (lib/admin-messages.ts, adminApprovals).
export const settingsDutiesTexts = {
  weakerWaits:
    'Порог выше действующего или удержание короче ослабляет контроль: изменение вступит в силу, когда его подтвердит другой администратор.',
  stricterHint:
    'Снижение порога и более долгое удержание действуют сразу; повышение порога и сокращение удержания подтверждает второй администратор.',
} as const;
