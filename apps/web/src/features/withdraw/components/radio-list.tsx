// The withdrawal's lists of choices (the banks, where the money goes): radio buttons in one bordered
// list, so that a choice is one keyboard stop and the chosen row stands out.
import styles from './withdraw.module.css';

interface RadioListProps {
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

export function RadioList({ name, options, value, onChange }: RadioListProps) {
  return (
    <ul className={styles.radioList}>
      {options.map((o) => (
        <li key={o.value}>
          <label className={styles.radioOption}>
            <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
