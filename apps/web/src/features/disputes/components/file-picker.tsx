'use client';
// The photos and PDFs a new dispute will carry: chosen here, checked at once (type, size, how many),
// sent one by one once the dispute is made.
import { DISPUTE_FILES_MAX } from '@cabinet/contracts/client';
import { useId, useRef, useState } from 'react';
import { FieldError } from '@/components/field/field';
import { Button } from '@/components/ui/button';
import { disputesTexts as t } from '../texts';
import { addFiles, DISPUTE_FILE_ACCEPT } from '../files';
import styles from './disputes.module.css';

interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

export function FilePicker({ files, onChange, disabled = false }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const full = files.length >= DISPUTE_FILES_MAX;

  const choose = (chosen: FileList | null) => {
    const added = addFiles(files, Array.from(chosen ?? []));
    setProblem(added.problem);
    onChange(added.files);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.files}>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={DISPUTE_FILE_ACCEPT}
        multiple
        hidden
        data-testid="dispute-file-input"
        onChange={(e) => choose(e.target.files)}
      />
      <Button
        type="button"
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={disabled || full}
        aria-describedby={`${id}-hint`}
      >
        {t.attach}
      </Button>
      <p id={`${id}-hint`} className={styles.hint}>
        {full ? t.filesFull : t.attachHint}
      </p>
      {files.length > 0 ? (
        <ul className={styles.chosen} aria-label={t.files}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span className={styles.fileName}>{file.name}</span>
              <Button
                type="button"
                variant="link"
                disabled={disabled}
                aria-label={t.remove(file.name)}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? <FieldError id={`${id}-error`}>{problem}</FieldError> : null}
    </div>
  );
}
