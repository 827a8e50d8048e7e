// The written reason an operator gives for a decision (a rejection, a block, an adjustment): the
// back office's reasons are all free text of at most 500 characters, as the contracts check.
import { Field } from '../field/field';

const REASON_MAX = 500;

interface ReasonFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export function ReasonField({ id, label, hint, error, value, onChange }: ReasonFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="input"
          rows={3}
          maxLength={REASON_MAX}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
