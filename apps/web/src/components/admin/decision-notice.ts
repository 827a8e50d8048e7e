// What a maker–checker list says after its checker acted: the rejection, the approval, or the
// approval's refusal (the adjustments and the money decisions read the same way).

export interface DecisionNotice {
  tone: 'good' | 'bad';
  text: string;
}

export function decisionNotice(
  rejected: boolean,
  approve: { isSuccess: boolean; refusal: string | null },
  t: { rejected: string; approved: string },
): DecisionNotice | null {
  if (rejected) return { tone: 'good', text: t.rejected };
  if (approve.isSuccess) return { tone: 'good', text: t.approved };
  return approve.refusal ? { tone: 'bad', text: approve.refusal } : null;
}
